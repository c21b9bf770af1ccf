// lawref: the parallel page's columns, chosen and ordered by the reader, remembered, and kept in
// the URL.
//
// A column is one language's text in one edition. The page holds its default columns (the
// checkboxes checked in the HTML); every other column the reader checks is built here from its
// law page (the chooser entry's data-href), fetched once and laid out by the page's map of those
// columns (the JSON in #parallel-cols: which block of the law page fills each row). The service
// worker keeps the law pages fetched, so a chosen column shows offline too.
//
// Which columns show: `?cols=pl:2017,nl:2007` shows those columns, in that order (pairs the page
// lacks are ignored); `?langs=pl,nl` shows the page edition's Polish and Dutch texts, in that
// order. Neither: the reader's last choice on any parallel page (localStorage "lawref-cols", the
// pairs in order), where this page has one of them; else, with `?lang=pl` (a law page's link
// names its language), that language in the page's edition, English there, and that language
// in the previous edition; else the page's default columns. `&notes=0` hides the notes column.
// Every change the reader makes is remembered. The checkboxes, the move buttons and the links
// of the col-links line (both shown only where JavaScript runs: the page's inline script marks
// <html data-columns>, so they are in place from the first paint, and nothing moves when this
// script runs) change the columns without a reload and write the choice back into the URL
// (history.replaceState): as `langs` while only the page edition's texts show, else as `cols`.
//
// Without this script the page still works: its default columns show, their checkboxes show and
// hide them through CSS :has() rules in the page's <head>, and every other column is a link to
// its law page. The script sets the
// same checkboxes, so both ways agree; it also marks hidden cells and rows with the class
// `col-off` for browsers without :has(). A row only other editions' texts have (`data-cols`)
// hides when all its columns are hidden.
//
// Anchors begin with a digit (`68B1`): elements are found with getElementById, never with a
// `#id` selector.
(function () {
  'use strict';
  var form = document.getElementById('columns');
  var table = document.getElementById('parallel');
  if (!form || !table || !window.URLSearchParams) {
    return;
  }
  var STORE = 'lawref-cols';
  var choices = form.querySelectorAll('.col-choice[data-key]');
  var all = [];
  var home = [];
  var pairOf = {};
  var keyOf = {};
  // The columns whose cells the page has: its own, and those built here (or being built).
  var held = {};
  for (var i = 0; i < choices.length; i++) {
    var key = choices[i].getAttribute('data-key');
    var pair = choices[i].getAttribute('data-pair');
    all.push(key);
    pairOf[key] = pair;
    keyOf[pair] = key;
    if (box(key).defaultChecked) {
      home.push(key);
      held[key] = Promise.resolve();
    }
  }
  var mapEl = document.getElementById('parallel-cols');
  var map = mapEl ? JSON.parse(mapEl.textContent) : { cols: {} };
  // The page edition: the first column's pair without a `-` in its key is one of its texts.
  var pageEdition = null;
  all.forEach(function (k) {
    if (pageEdition === null && k.indexOf('-') < 0) {
      pageEdition = pairOf[k].split(':')[1];
    }
  });
  // The page edition's texts are keyed by their language code alone (`pl`).
  var notesBox = document.getElementById('show-notes');
  var order = all.slice();
  var shown = home.slice();
  var notes = true;

  function box(k) {
    return document.getElementById('show-' + k);
  }

  function has(list, x) {
    return list.indexOf(x) >= 0;
  }

  // Reads `cols`, `langs` and `notes` from a query string (`?cols=pl:2017,nl:2007&notes=0`).
  function read(search) {
    var params = new URLSearchParams(search);
    var cols = params.get('cols');
    var langs = params.get('langs');
    shown = [];
    var add = function (k) {
      if (k !== undefined && has(all, k) && !has(shown, k)) {
        shown.push(k);
      }
    };
    var pairs = function (list) {
      list.split(',').forEach(function (p) {
        add(keyOf[p.trim()]);
      });
    };
    if (cols !== null) {
      pairs(cols);
    } else if (langs !== null) {
      langs.split(',').forEach(function (l) {
        add(keyOf[l.trim() + ':' + pageEdition]);
      });
    } else {
      var stored = null;
      try {
        stored = localStorage.getItem(STORE);
      } catch (e) {
        // Storage refused (a private window): the page's defaults.
      }
      if (stored) {
        pairs(stored);
      }
      var lang = params.get('lang');
      if (shown.length === 0 && lang !== null) {
        add(keyOf[lang + ':' + pageEdition]);
        add(keyOf['en:' + pageEdition]);
        var older = all.filter(function (k) {
          return k.indexOf(lang + '-') === 0;
        });
        // The page's other editions are in the corpus's order; the previous is the last older.
        var before = older.filter(function (k) {
          return pairOf[k].split(':')[1] < pageEdition;
        });
        add(before[before.length - 1]);
        // One column is no parallel view: the page's own default columns beside it.
        if (shown.length === 1) {
          home.forEach(add);
        }
      }
    }
    if (shown.length === 0) {
      shown = home.slice();
    }
    order = shown.concat(all.filter(function (k) { return !has(shown, k); }));
    notes = params.get('notes') !== '0';
  }

  // The query string for the current choice: empty for the page edition's texts in page order.
  function query() {
    var params = new URLSearchParams(location.search);
    var keys = order.filter(function (k) { return has(shown, k); });
    params.delete('langs');
    params.delete('cols');
    params.delete('lang');
    if (keys.join(',') !== home.join(',')) {
      if (keys.every(function (k) { return k.indexOf('-') < 0; })) {
        params.set('langs', keys.join(','));
      } else {
        params.set('cols', keys.map(function (k) { return pairOf[k]; }).join(','));
      }
    }
    if (notes) {
      params.delete('notes');
    } else {
      params.set('notes', '0');
    }
    var q = params.toString().replace(/%2C/gi, ',').replace(/%3A/gi, ':');
    return q ? '?' + q : '';
  }

  function write() {
    try {
      localStorage.setItem(STORE, order.filter(function (k) { return has(shown, k); }).map(function (k) { return pairOf[k]; }).join(','));
    } catch (e) {
      // Not remembered (storage refused); the URL still names the choice.
    }
    var url = location.pathname + query() + location.hash;
    try {
      history.replaceState(history.state, '', url);
    } catch (e) {
      // Some browsers refuse to change the URL of a page opened from disk; the columns still change.
    }
    keepLinks();
  }

  // Links to other parallel pages carry the choice along (`cols` names editions, so it holds
  // there too; `langs` names the page edition's texts, and the other page shows its own).
  function keepLinks() {
    var q = query();
    var links = document.querySelectorAll('a.keep-langs');
    for (var i = 0; i < links.length; i++) {
      var a = links[i];
      var base = a.getAttribute('data-href');
      if (base === null) {
        base = a.getAttribute('href');
        a.setAttribute('data-href', base);
      }
      var hash = base.indexOf('#');
      var path = hash < 0 ? base : base.slice(0, hash);
      var fragment = hash < 0 ? '' : base.slice(hash);
      a.setAttribute('href', path.split('?')[0] + q + fragment);
    }
  }

  // Shows the chosen columns in the chosen order: the checkboxes, the cells of every row (the
  // row heading first, the notes cell last), the rows only hidden columns have, and the chooser.
  function apply() {
    all.forEach(function (k) {
      box(k).checked = has(shown, k);
    });
    if (notesBox) {
      notesBox.checked = notes;
    }
    var rows = table.rows;
    for (var r = 0; r < rows.length; r++) {
      var row = rows[r];
      var byKey = {};
      var noteCell = null;
      for (var c = 0; c < row.cells.length; c++) {
        var cell = row.cells[c];
        var col = cell.getAttribute('data-col');
        if (col === 'notes') {
          noteCell = cell;
        } else if (col !== null) {
          byKey[col] = cell;
        }
      }
      order.forEach(function (k) {
        var cell = byKey[k];
        if (cell) {
          row.appendChild(cell);
          cell.classList.toggle('col-off', !has(shown, k));
        }
      });
      if (noteCell) {
        row.appendChild(noteCell);
        noteCell.classList.toggle('col-off', !notes);
      }
      var only = row.getAttribute('data-cols');
      if (only !== null) {
        row.classList.toggle('col-off', !only.split(' ').some(function (k) { return has(shown, k); }));
      }
    }
    var notesChoice = document.getElementById('choice-notes');
    order.forEach(function (k) {
      form.insertBefore(document.getElementById('choice-' + k), notesChoice);
    });
  }

  // Builds the cells of column `k` from its law page `doc` (null when it could not be fetched,
  // offline with no copy kept: each cell then links to the law page) at `url`.
  function build(k, doc, url) {
    var choice = document.getElementById('choice-' + k);
    var lang = box(k).nextElementSibling.getAttribute('lang');
    var label = box(k).nextElementSibling.textContent;
    var short = choice.getAttribute('data-short');
    var cells = (map.cols[k] || {}).cells || {};
    var th = document.createElement('th');
    th.scope = 'col';
    th.lang = lang;
    th.setAttribute('data-col', k);
    var link = document.createElement('a');
    link.href = url.href;
    link.hreflang = lang;
    link.textContent = label;
    th.appendChild(link);
    table.tHead.rows[0].appendChild(th);
    var rows = table.tBodies[0].rows;
    for (var r = 0; r < rows.length; r++) {
      var row = rows[r];
      var td = document.createElement('td');
      td.lang = lang;
      td.setAttribute('data-col', k);
      td.setAttribute('data-label', short);
      var notes = row.querySelector('td[data-col="notes"]');
      fill(td, row.id, cells[row.id], doc, url, k.indexOf('-') < 0 ? notes : null);
      row.insertBefore(td, notes);
    }
    // A text of the page's edition brings its language's notes on the law as a whole.
    var lawRow = document.getElementById(map.notes);
    if (doc !== null && k.indexOf('-') < 0 && lawRow) {
      bringNotes(doc.querySelectorAll('section.law-notes > .note'), lang, lawRow.querySelector('td[data-col="notes"]'), url);
    }
  }

  // Moves copies of the law page's notes `found` in language `lang` into the notes cell `cell`
  // (a note already on the page, by id, once), their links made absolute.
  function bringNotes(found, lang, cell, url) {
    if (!cell) {
      return;
    }
    for (var i = 0; i < found.length; i++) {
      var n = found[i];
      // A commentary item's id on its law page (68.1) takes its language on this page
      // (pl-68.1), as the page's own notes do: two languages' 68.1 are two notes.
      var id = n.id && n.id.indexOf(lang + '-') !== 0 ? lang + '-' + n.id : n.id;
      if (n.getAttribute('lang') !== lang || (id && document.getElementById(id))) {
        continue;
      }
      var copy = document.importNode(n, true);
      var links = copy.querySelectorAll('[href]');
      for (var j = 0; j < links.length; j++) {
        var href = links[j].getAttribute('href');
        if (href === '#' + n.id) {
          links[j].setAttribute('href', '#' + id);
        } else if (href.charAt(0) !== '#') {
          links[j].setAttribute('href', new URL(href, url).href);
        }
      }
      if (id) {
        copy.id = id;
      }
      cell.appendChild(copy);
      cell.classList.remove('empty');
    }
  }

  // Fills cell `td` of row `id` by its map entry `spec` (see the page's #parallel-cols); a text of
  // the page's edition brings its notes on the row's clauses into `notes` (else null).
  function fill(td, id, spec, doc, url, notes) {
    if (id === map.notes) {
      return;
    }
    if (spec === 0) {
      td.className = 'missing';
      var span = document.createElement('span');
      span.lang = document.documentElement.lang;
      span.textContent = map.missing;
      td.appendChild(span);
      return;
    }
    if (typeof spec === 'string') {
      td.className = 'elsewhere';
      var see = document.createElement('span');
      see.lang = document.documentElement.lang;
      see.innerHTML = spec;
      td.appendChild(see);
      return;
    }
    if (doc === null) {
      var away = document.createElement('a');
      away.href = url.href + '#' + (spec ? spec[0][0] : id);
      away.textContent = td.getAttribute('data-label');
      td.appendChild(away);
      return;
    }
    if (id === map.title) {
      var h1 = doc.querySelector('h1');
      var title = document.createElement('strong');
      title.className = 'clause-title';
      var no = h1 ? h1.querySelector('.law-no') : null;
      title.textContent = h1 ? h1.textContent.slice(no ? no.textContent.length : 0).trim() : '';
      td.appendChild(title);
      return;
    }
    (spec || [[id]]).forEach(function (p) {
      piece(td, doc, url, p[0], p[1]);
      var block = doc.getElementById(p[0]);
      if (notes && block) {
        bringNotes(block.querySelectorAll(':scope > .note'), td.lang, notes, url);
      }
    });
  }

  // One block of the law page (its anchor `anchor`, and a clause's text after its sub-clauses,
  // data-of) into cell `td`: the marker (`marker`, else the block's own), the title, the
  // paragraphs, their links made absolute (they were relative to the law page).
  function piece(td, doc, url, anchor, marker) {
    var block = doc.getElementById(anchor);
    if (!block) {
      return;
    }
    var own = block.querySelector(':scope > .marker');
    var text = marker || (own ? own.textContent : '');
    if (text) {
      var m = document.createElement('a');
      m.className = 'marker';
      m.href = url.href + '#' + anchor;
      m.textContent = text;
      td.appendChild(m);
    }
    var title = block.querySelector(':scope > .clause-title');
    if (title) {
      var strong = document.createElement('strong');
      strong.className = 'clause-title';
      strong.textContent = title.textContent;
      td.appendChild(strong);
    }
    var parts = [block];
    var after = doc.querySelectorAll('[data-of]');
    for (var i = 0; i < after.length; i++) {
      if (after[i].getAttribute('data-of') === anchor) {
        parts.push(after[i]);
      }
    }
    parts.forEach(function (part) {
      for (var c = part.firstElementChild; c; c = c.nextElementSibling) {
        if (c.tagName === 'P' && !c.className) {
          var p = document.importNode(c, true);
          var links = p.querySelectorAll('[href]');
          for (var j = 0; j < links.length; j++) {
            links[j].setAttribute('href', new URL(links[j].getAttribute('href'), url).href);
          }
          td.appendChild(p);
        }
      }
    });
  }

  // The columns `keys` built, each from its law page once: a promise of all of them.
  function load(keys) {
    return Promise.all(keys.map(function (k) {
      if (!held[k]) {
        var url = new URL(document.getElementById('choice-' + k).getAttribute('data-href'), location.href);
        held[k] = fetch(url.href)
          .then(function (response) {
            if (!response.ok) {
              throw new Error(response.status);
            }
            return response.text();
          })
          .then(function (text) {
            return new DOMParser().parseFromString(text, 'text/html');
          })
          .catch(function () {
            return null;
          })
          .then(function (doc) {
            build(k, doc, url);
          });
      }
      return held[k];
    }));
  }

  function update() {
    apply();
    write();
    load(shown).then(apply);
  }

  // Moves a shown column past its shown neighbour (hidden columns are skipped).
  function move(k, by) {
    var visible = order.filter(function (x) { return has(shown, x); });
    var at = visible.indexOf(k);
    var to = at + by;
    if (at < 0 || to < 0 || to >= visible.length) {
      return;
    }
    var other = visible[to];
    var a = order.indexOf(k);
    var b = order.indexOf(other);
    order[a] = other;
    order[b] = k;
    update();
  }

  form.addEventListener('change', function (e) {
    var t = e.target;
    if (t === notesBox) {
      notes = t.checked;
    } else {
      shown = order.filter(function (k) { return box(k).checked; });
    }
    update();
  });
  form.addEventListener('click', function (e) {
    var t = e.target;
    if (t.classList && t.classList.contains('move')) {
      move(t.getAttribute('data-key'), Number(t.getAttribute('data-by')));
    }
  });
  form.addEventListener('submit', function (e) {
    e.preventDefault();
  });

  var links = document.getElementById('col-links');
  if (links) {
    links.addEventListener('click', function (e) {
      var a = e.target.closest ? e.target.closest('a') : null;
      if (!a) {
        return;
      }
      e.preventDefault();
      var href = a.getAttribute('href');
      var q = href.indexOf('?');
      read(q < 0 ? '' : href.slice(q));
      update();
    });
  }
  read(location.search);
  apply();
  keepLinks();
  load(shown).then(function () {
    apply();
    // Done: the choice is applied, its columns built (tests wait for this mark).
    document.documentElement.dataset.columns = 'ready';
    scrollToTarget();
  });
  // Hiding columns changes the rows' heights: bring the clause the URL names back into view.
  function scrollToTarget() {
    if (location.hash.length > 1) {
      var target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
      }
    }
  }
})();
