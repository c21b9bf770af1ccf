// The site's book page (<edition>/<lang>/book/index.html): the edition's laws in this language
// put together in the reader's browser from the law pages its contents link (which the service
// worker keeps for offline reading), as `lawref book` writes them into one file (src/site/book.rs,
// with the same styles, book.css): each law on a new printed page, its table header the running
// head, each reference's clause quoted under its block (the law page's preview), notes folded.
// Without scripts the page is the contents, each law linked.
(() => {
  const main = document.getElementById("book-laws");
  const tools = document.querySelector("form.book-tools");
  const status = document.querySelector(".book-status");
  if (!main || !tools) return;
  // The tools and the status line are in place from the first paint (hidden only without
  // scripts: the page's noscript style), so nothing moves when the book is put together.
  tools.addEventListener("change", (e) => {
    if (e.target.name === "paper") document.documentElement.className = "paper-" + e.target.value;
  });
  document.getElementById("book-print").addEventListener("click", () => window.print());
  // Folded notes print whole: book.css's ::details-content, and site.js opens them on
  // beforeprint, as on every page of the site.

  const name = document.body.dataset.name || "";
  const entries = Array.from(document.querySelectorAll(".book-contents a[data-law]"));
  // The law pages of the book, by path: a link to one of them becomes a link into the book.
  const inBook = new Set(entries.map((a) => new URL(a.href).pathname));

  // A law page's link made to stand in the book: to a clause of a law the book holds, its
  // anchor here; any other keeps its words and loses its address.
  const relink = (root, base) => {
    for (const a of root.querySelectorAll("a[href]")) {
      const u = new URL(a.getAttribute("href"), base);
      // A whole law (#70, its page's heading) goes to its section here.
      if (inBook.has(u.pathname) && /^#\d+$/.test(u.hash)) a.setAttribute("href", `#law-${u.hash.slice(1)}`);
      else if (inBook.has(u.pathname) && u.hash) a.setAttribute("href", u.hash);
      else a.removeAttribute("href");
    }
  };

  // A note folded: its particulars in the summary, its text below (an open one's too).
  const folded = (note) => {
    if (note.tagName === "DETAILS") {
      note.removeAttribute("open");
      return note;
    }
    const d = document.createElement("details");
    d.className = note.className;
    if (note.id) d.id = note.id;
    if (note.lang) d.lang = note.lang;
    const meta = note.querySelector(".note-meta");
    const s = document.createElement("summary");
    s.className = "note-meta";
    if (meta) {
      s.lang = meta.lang;
      s.append(...meta.childNodes);
      meta.remove();
      // No link in a summary (a control in a control): its words stay.
      for (const a of s.querySelectorAll("a")) a.replaceWith(...a.childNodes);
    }
    d.append(s, ...note.childNodes);
    return d;
  };

  // A block of the law page's text as the book shows it.
  const block = (div) => {
    const b = div.cloneNode(true);
    b.classList.add("book-block");
    b.querySelectorAll(".place, .xlinks, .cited-by, .erratum-mark, a.change, .unsure").forEach((e) => e.remove());
    for (const m of b.querySelectorAll("a.marker")) {
      const span = document.createElement("span");
      span.className = "marker";
      span.textContent = m.textContent;
      m.replaceWith(span);
    }
    for (const h of b.querySelectorAll("h2.clause-title")) {
      const h3 = document.createElement("h3");
      h3.className = h.className;
      h3.append(...h.childNodes);
      h.replaceWith(h3);
    }
    for (const n of b.querySelectorAll(".note")) n.replaceWith(folded(n));
    // The referenced clauses' text, in the order of the references, under the block.
    const previews = Array.from(b.querySelectorAll(".ref-wrap > .preview")).filter((p) => !p.closest(".note"));
    if (previews.length) {
      const ol = document.createElement("ol");
      ol.className = "quotes";
      for (const p of previews) {
        const li = document.createElement("li");
        if (p.lang) li.lang = p.lang;
        li.innerHTML = p.innerHTML;
        ol.append(li);
      }
      const notes = b.querySelector(":scope > details.note");
      b.insertBefore(ol, notes);
    }
    return b;
  };

  // One law: the running head, the heading, the notes on the law, the text.
  const law = (entry, html) => {
    const base = new URL(entry.href);
    const page = new DOMParser().parseFromString(html, "text/html");
    const article = page.querySelector("article.law");
    const section = document.createElement("section");
    section.className = "book-law";
    section.id = `law-${entry.dataset.law}`;
    section.setAttribute("aria-labelledby", `${section.id}-h`);
    const table = document.createElement("table");
    table.className = "book-pages";
    table.setAttribute("role", "presentation");
    const row = (...children) => {
      const tr = document.createElement("tr");
      const td = document.createElement("td");
      td.append(...children);
      tr.append(td);
      return tr;
    };
    const head = document.createElement("p");
    head.className = "running-head";
    head.textContent = `${entry.textContent} · ${name}`;
    const thead = document.createElement("thead");
    thead.append(row(head));
    const tbody = document.createElement("tbody");
    const h2 = document.createElement("h2");
    h2.id = `${section.id}-h`;
    h2.textContent = entry.textContent;
    tbody.append(row(h2));
    // The notes on the law as a whole and those on clauses the text lacks (the page's sections
    // of notes after its text); pointers to a note shown above are left out.
    const lawNotes = Array.from(page.querySelectorAll("section.notes .note")).map((n) => folded(n.cloneNode(true)));
    if (lawNotes.length) tbody.append(row(...lawNotes));
    for (const div of article ? article.children : []) {
      if (div.tagName === "DIV") tbody.append(row(block(div)));
    }
    relink(tbody, base);
    table.append(thead, tbody);
    section.append(table);
    return section;
  };

  status.textContent = status.dataset.loading;
  Promise.all(
    entries.map((e) =>
      fetch(e.href)
        .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${r.status}`))))
        .then((html) => law(e, html))
        .catch(() => null),
    ),
  ).then((sections) => {
    const failed = sections.some((s) => s === null);
    main.append(...sections.filter(Boolean));
    status.textContent = failed ? status.dataset.failed : "";
    document.documentElement.dataset.book = "ready";
    if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
  });
})();
