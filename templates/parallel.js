// lawref: the parallel page's columns, chosen and ordered by the reader and kept in the URL.
//
// `?langs=pl,nl` shows the Polish and Dutch columns, in that order (codes the page lacks are
// ignored; none known, or no `langs`, shows every language in page order); `&notes=0` hides the
// notes column. The checkboxes, the move buttons and the `?langs=` links change the columns
// without a reload and write the choice back into the URL (history.replaceState).
//
// Without this script the page still works: every column shows, and the checkboxes hide columns
// through CSS :has() rules in the page's <head>. The script sets the same checkboxes, so both ways
// agree; it also marks hidden cells with the class `col-off` for browsers without :has().
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
  var choices = form.querySelectorAll('.col-choice[data-lang]');
  var all = [];
  for (var i = 0; i < choices.length; i++) {
    all.push(choices[i].getAttribute('data-lang'));
  }
  var notesBox = document.getElementById('show-notes');
  var order = all.slice();
  var shown = all.slice();
  var notes = true;

  function box(lang) {
    return document.getElementById('show-' + lang);
  }

  function has(list, x) {
    return list.indexOf(x) >= 0;
  }

  // Reads `langs` and `notes` from a query string (`?langs=pl,nl&notes=0`).
  function read(search) {
    var params = new URLSearchParams(search);
    var langs = params.get('langs');
    shown = [];
    if (langs !== null) {
      langs.split(',').forEach(function (l) {
        l = l.trim();
        if (has(all, l) && !has(shown, l)) {
          shown.push(l);
        }
      });
    }
    if (shown.length === 0) {
      shown = all.slice();
    }
    order = shown.concat(all.filter(function (l) { return !has(shown, l); }));
    notes = params.get('notes') !== '0';
  }

  // The query string for the current choice: empty for every language in page order.
  function query() {
    var params = new URLSearchParams(location.search);
    var langs = order.filter(function (l) { return has(shown, l); });
    if (langs.join(',') === all.join(',')) {
      params.delete('langs');
    } else {
      params.set('langs', langs.join(','));
    }
    if (notes) {
      params.delete('notes');
    } else {
      params.set('notes', '0');
    }
    var q = params.toString().replace(/%2C/gi, ',');
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

  // Links to other parallel pages carry the choice along.
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
  // row heading first, the notes cell last) and the chooser itself.
  function apply() {
    all.forEach(function (l) {
      box(l).checked = has(shown, l);
    });
    if (notesBox) {
      notesBox.checked = notes;
    }
    var rows = table.rows;
    for (var r = 0; r < rows.length; r++) {
      var row = rows[r];
      var byLang = {};
      var noteCell = null;
      for (var c = 0; c < row.cells.length; c++) {
        var cell = row.cells[c];
        var col = cell.getAttribute('data-col');
        if (col === 'notes') {
          noteCell = cell;
        } else if (col !== null) {
          byLang[col] = cell;
        }
      }
      order.forEach(function (l) {
        var cell = byLang[l];
        if (cell) {
          row.appendChild(cell);
          cell.classList.toggle('col-off', !has(shown, l));
        }
      });
      if (noteCell) {
        row.appendChild(noteCell);
        noteCell.classList.toggle('col-off', !notes);
      }
    }
    var notesChoice = document.getElementById('choice-notes');
    order.forEach(function (l) {
      form.insertBefore(document.getElementById('choice-' + l), notesChoice);
    });
  }

  function update() {
    apply();
    write();
  }

  // Moves a shown column past its shown neighbour (hidden columns are skipped).
  function move(lang, by) {
    var visible = order.filter(function (l) { return has(shown, l); });
    var at = visible.indexOf(lang);
    var to = at + by;
    if (at < 0 || to < 0 || to >= visible.length) {
      return;
    }
    var other = visible[to];
    var a = order.indexOf(lang);
    var b = order.indexOf(other);
    order[a] = other;
    order[b] = lang;
    update();
  }

  form.addEventListener('change', function (e) {
    var t = e.target;
    if (t === notesBox) {
      notes = t.checked;
    } else {
      shown = order.filter(function (l) { return box(l).checked; });
    }
    update();
  });
  form.addEventListener('click', function (e) {
    var t = e.target;
    if (t.classList && t.classList.contains('move')) {
      move(t.getAttribute('data-lang'), Number(t.getAttribute('data-by')));
    }
  });
  form.addEventListener('submit', function (e) {
    e.preventDefault();
  });

  var links = document.getElementById('col-links');
  if (links) {
    links.hidden = false;
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
  var buttons = form.querySelectorAll('button.move');
  for (var b = 0; b < buttons.length; b++) {
    buttons[b].hidden = false;
  }

  read(location.search);
  apply();
  keepLinks();
  // Hiding columns changes the rows' heights: bring the clause the URL names back into view.
  if (location.hash.length > 1) {
    var target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) {
      target.scrollIntoView();
    }
  }
})();
