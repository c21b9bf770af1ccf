// lawref: the parallel page's columns, chosen and ordered by the reader and kept in the URL.
//
// A column is one language's text in one edition. `?cols=pl:2017,nl:2007` shows those columns,
// in that order (pairs the page lacks are ignored); `?langs=pl,nl` shows the page edition's
// Polish and Dutch texts, in that order (as `?cols=pl:<edition>,nl:<edition>`). Neither, or none
// known: the page edition's texts in page order, the other editions' hidden. `&notes=0` hides the
// notes column. The checkboxes, the move buttons and the links of the col-links line (both
// shown only where JavaScript runs: the page's inline script marks <html data-columns>, so
// they are in place from the first paint, and nothing moves when this script runs) change the
// columns without a reload and write the choice back into the URL (history.replaceState): as
// `langs` while only the page edition's texts show, else as `cols`.
//
// Without this script the page still works: the page edition's columns show, and the checkboxes
// show and hide every column through CSS :has() rules in the page's <head>. The script sets the
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
  var choices = form.querySelectorAll('.col-choice[data-key]');
  var all = [];
  var home = [];
  var pairOf = {};
  var keyOf = {};
  for (var i = 0; i < choices.length; i++) {
    var key = choices[i].getAttribute('data-key');
    var pair = choices[i].getAttribute('data-pair');
    all.push(key);
    pairOf[key] = pair;
    keyOf[pair] = key;
    if (box(key).defaultChecked) {
      home.push(key);
    }
  }
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
    if (cols !== null) {
      cols.split(',').forEach(function (p) {
        add(keyOf[p.trim()]);
      });
    } else if (langs !== null) {
      langs.split(',').forEach(function (l) {
        l = l.trim();
        if (has(home, l)) {
          add(l);
        }
      });
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
    if (keys.join(',') !== home.join(',')) {
      if (keys.every(function (k) { return has(home, k); })) {
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

  function update() {
    apply();
    write();
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
  // Done: the choice is applied (tests wait for this mark).
  document.documentElement.dataset.columns = 'ready';
  // Hiding columns changes the rows' heights: bring the clause the URL names back into view.
  if (location.hash.length > 1) {
    var target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) {
      target.scrollIntoView();
    }
  }
})();
