// Transcription pages: paint a board or draw a piece by taps, then save them through the JSON API.
// Everything the user typed reaches the page through textContent only. The write key travels in
// the address the table printed and goes with every save as X-Chronicle-Key.
(function () {
  "use strict";
  var params = new URLSearchParams(location.search);
  var KEY = params.get("key") || "";
  var page = document.body.getAttribute("data-page");

  function $(sel) { return document.querySelector(sel); }
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // Links keep the key and the language; language links keep the rest of the address too.
  document.querySelectorAll("a.keep").forEach(function (a) {
    var target = new URL(a.getAttribute("href"), location.href);
    var lang = a.getAttribute("data-lang");
    if (lang) {
      target = new URL(location.href);
      target.searchParams.set("lang", lang);
    } else if (params.get("lang")) {
      target.searchParams.set("lang", params.get("lang"));
    }
    if (KEY) target.searchParams.set("key", KEY);
    a.setAttribute("href", target.pathname + target.search);
  });
  document.querySelectorAll("form.game").forEach(function (form) {  // choosing the game keeps the key
    if (KEY) form.appendChild(el("input", {type: "hidden", name: "key", value: KEY}));
  });
  if (page === "index") return;

  var data = JSON.parse($("#data").textContent);
  var strings = {};
  $("#strings").content.querySelectorAll("[data-key]").forEach(function (s) { strings[s.getAttribute("data-key")] = s.textContent; });
  var hex = data.grid === "hex";
  var grid = $("#grid");
  var hint = $("#brush-hint");
  var brush = null;

  function named(list) { var out = {}; list.forEach(function (t) { out[t.id] = t; }); return out; }
  var terrains = named(data.terrains), features = named(data.features), symbols = named(data.symbols), colours = named(data.colours);

  // "A1 : vert clair": the page's template (set in its language's typography), filled in
  function said(template, values) {
    return template.replace(/%\((\w+)\)s/g, function (_, name) { return values[name] === undefined ? "" : String(values[name]); });
  }
  function cellName(r, c) { return String.fromCharCode(65 + r) + (c + 1); }
  function key(r, c) { return r + "," + c; }
  function ink(colour) {  // black or white text, whichever reads better on the space's colour
    var n = parseInt((colour || "#888888").slice(1), 16);
    var lum = (0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
    return lum > 0.55 ? "#111" : "#fff";
  }
  function neighbours(a, b) {  // edges the river may follow: east or south neighbours on squares
    return (a[0] === b[0] && Math.abs(a[1] - b[1]) === 1) || (a[1] === b[1] && Math.abs(a[0] - b[0]) === 1);
  }

  function brushButton(group, id, label, colour, hintText, mark) {
    var wrap = el("label", {"class": "brush"});
    var input = el("input", {type: "radio", name: "brush", value: id});
    var swatch = el("span", {"class": "swatch", "aria-hidden": "true"}, mark || "");
    if (colour) swatch.style.background = colour;
    if (colour) swatch.style.color = ink(colour);
    wrap.appendChild(input);
    if (colour || mark) wrap.appendChild(swatch);
    wrap.appendChild(document.createTextNode(label));
    input.addEventListener("change", function () { brush = id; hint.textContent = hintText; picked = null; draw(); });
    $(group).appendChild(wrap);
    return input;
  }

  function status(text, problems, retry) {
    var box = $("#status");
    box.textContent = "";
    box.className = problems ? "alert" : "";
    box.appendChild(el("p", {}, text));
    if (problems && problems.length) {
      var ul = el("ul");
      problems.forEach(function (p) { ul.appendChild(el("li", {}, p.message || p)); });
      box.appendChild(ul);
    }
    if (retry) {
      var again = el("button", {type: "button", "class": "primary"}, strings.replace);
      again.addEventListener("click", retry);
      box.appendChild(again);
    }
  }

  function save(url, body, done) {
    status(strings.saving);
    var address = url + (params.get("lang") ? "?lang=" + encodeURIComponent(params.get("lang")) : "");
    fetch(address, {method: "POST", headers: {"Content-Type": "application/json", "X-Chronicle-Key": KEY},
                    body: JSON.stringify(body)})
      .then(function (response) { return response.json().then(function (json) { return [response.status, json]; }); })
      .then(function (answer) {
        var code = answer[0], json = answer[1];
        if (code === 200) {
          status(strings.saved.replace("%(file)s", json.file));
          $("#use").textContent = json.use;
          $("#drawing").textContent = json.drawing;
          $("#yaml").textContent = json.yaml;
          $("#result").hidden = false;
          if (done) done(json);
        } else if (code === 409) {
          status(json.error, null, function () { body.overwrite = true; save(url, body, done); });
        } else {
          status(strings.failed, json.problems || [json.error]);
        }
      })
      .catch(function () { status(strings.network, []); });
  }

  // Board: terrain per space, features counted per space, river edges between squares.
  if (page === "board") {
    var rows = 8, columns = 10, terrain = [], counts = {}, river = {}, picked = null;
    var first = data.terrains[0].id;
    var start = data.start;
    if (start) {
      rows = start.terrain.length;
      columns = Math.max.apply(null, start.terrain.map(function (r) { return r.length; }));
      terrain = start.terrain;
      counts = start.features;
      start.river.forEach(function (e) { river[key(e[0][0], e[0][1]) + "|" + key(e[1][0], e[1][1])] = true; });
      $("#name").value = start.name;
      $("#rows").value = rows;
      $("#columns").value = columns;
    }
    data.terrains.forEach(function (t) { brushButton("#terrain-brushes", "t:" + t.id, t.name, t.colour, strings["terrain-hint"]); });
    brushButton("#terrain-brushes", "t:", strings.none, "#ffffff", strings["terrain-hint"]);
    data.features.forEach(function (f) { brushButton("#feature-brushes", "f:" + f.id, f.name, f.colour, strings["feature-hint"], f.mark); });
    if (!hex) brushButton("#tool-brushes", "river", strings.river, "#2a6fdb", strings["river-hint"]);

    var fit = function () {
      rows = Math.min(26, Math.max(1, parseInt($("#rows").value, 10) || 1));
      columns = Math.min(30, Math.max(1, parseInt($("#columns").value, 10) || 1));
      for (var r = 0; r < rows; r++) {
        terrain[r] = terrain[r] || [];
        for (var c = 0; c < columns; c++) if (terrain[r][c] === undefined) terrain[r][c] = first;
        terrain[r].length = columns;
      }
      terrain.length = rows;
      draw();
    };
    $("#rows").addEventListener("change", fit);
    $("#columns").addEventListener("change", fit);
    $("#name").addEventListener("input", function () {
      var file = $("#file");
      if (!file.dataset.touched) file.value = $("#name").value.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 64);
    });
    $("#file").addEventListener("input", function () { $("#file").dataset.touched = "1"; });

    var tap = function (r, c) {
      if (brush.indexOf("t:") === 0) {
        terrain[r][c] = brush.slice(2) || null;
      } else if (brush.indexOf("f:") === 0) {
        var f = brush.slice(2);
        counts[f] = counts[f] || {};
        var n = ((counts[f][key(r, c)] || 0) + 1) % 4;
        if (n) counts[f][key(r, c)] = n; else delete counts[f][key(r, c)];
      } else if (brush === "river") {
        if (picked && neighbours(picked, [r, c])) {
          var pair = [picked, [r, c]].sort(function (a, b) { return a[0] - b[0] || a[1] - b[1]; });
          var edge = key(pair[0][0], pair[0][1]) + "|" + key(pair[1][0], pair[1][1]);
          if (river[edge]) delete river[edge]; else river[edge] = true;
          picked = null;
        } else {
          picked = [r, c];
        }
      }
      draw();
      var again = grid.querySelector('[data-cell="' + key(r, c) + '"]');
      if (again) again.focus();
    };

    var draw = function () {
      grid.textContent = "";
      grid.style.setProperty("--columns", columns + (hex ? 0.5 : 0));
      for (var r = 0; r < rows; r++) {
        var line = el("div", {"class": "row" + (hex && r % 2 ? " shift" : "")});
        for (var c = 0; c < columns; c++) line.appendChild(drawCell(r, c));
        grid.appendChild(line);
      }
    };
    var drawCell = function (r, c) {
      var t = terrain[r][c];
      var words = [t ? terrains[t].name : strings.none];
      var marks = [];
      data.features.forEach(function (f) {
        var n = (counts[f.id] || {})[key(r, c)];
        if (n) { words.push(f.name + (n > 1 ? " ×" + n : "")); marks.push(f.mark + (n > 1 ? n : "")); }
      });
      var shadows = [];
      [[0, 1, "inset -4px 0 0 #1f5fd0"], [1, 0, "inset 0 -4px 0 #1f5fd0"], [0, -1, "inset 4px 0 0 #1f5fd0"], [-1, 0, "inset 0 4px 0 #1f5fd0"]].forEach(function (d) {
        var pair = [[r, c], [r + d[0], c + d[1]]].sort(function (a, b) { return a[0] - b[0] || a[1] - b[1]; });
        if (river[key(pair[0][0], pair[0][1]) + "|" + key(pair[1][0], pair[1][1])]) shadows.push(d[2]);
      });
      if (shadows.length) words.push(strings.river);
      var button = el("button", {type: "button", "class": "cell" + (t ? "" : " empty"), "data-cell": key(r, c),
                                 "aria-label": said(strings.cell, {cell: cellName(r, c), what: words.join(", ")})}, marks.join(" "));
      if (picked && picked[0] === r && picked[1] === c) { button.classList.add("picked"); button.setAttribute("aria-pressed", "true"); }
      if (t) { button.style.background = terrains[t].colour; button.style.color = ink(terrains[t].colour); }
      if (shadows.length) button.style.boxShadow = shadows.join(", ");
      button.addEventListener("click", function () { tap(r, c); });
      return button;
    };
    fit();
    document.querySelector("input[name=brush]").click();

    $("#editor").addEventListener("submit", function (event) {
      event.preventDefault();
      var edges = Object.keys(river).map(function (e) { return e.split("|").map(function (k) { return k.split(",").map(Number); }); });
      var features = {};
      Object.keys(counts).forEach(function (f) {
        features[f] = {};
        Object.keys(counts[f]).forEach(function (k) {
          var rc = k.split(",").map(Number);
          if (rc[0] < rows && rc[1] < columns) features[f][k] = counts[f][k];
        });
      });
      save("/api/transcribe/board", {name: $("#name").value, file: $("#file").value, terrain: terrain,
                                     features: features, river: edges});
    });
  }

  // Piece: the spaces it covers on a small grid, each with its symbol (My Island) or the piece's colour.
  if (page === "piece") {
    var size = 7, cells = {}, anchor = null, colour = data.colours.length ? data.colours[0].id : null;
    var picked = null;
    data.symbols.forEach(function (s) { brushButton("#symbol-brushes", "s:" + s.id, s.name, s.colour, strings["symbol-hint"]); });
    if (!data.symbols.length) brushButton("#symbol-brushes", "s:", strings.space, "#777777", strings["space-hint"]);
    brushButton("#tool-brushes", "anchor", strings.anchor, null, strings["anchor-hint"]);
    brushButton("#tool-brushes", "erase", strings.erase, null, strings["erase-hint"]);
    data.colours.forEach(function (c) {
      var wrap = el("label", {"class": "brush"});
      var input = el("input", {type: "radio", name: "colour", value: c.id});
      var swatch = el("span", {"class": "swatch", "aria-hidden": "true"});
      swatch.style.background = c.colour;
      if (c.id === colour) input.checked = true;
      input.addEventListener("change", function () { colour = c.id; draw(); });
      wrap.appendChild(input); wrap.appendChild(swatch); wrap.appendChild(document.createTextNode(c.name));
      $("#colour-choices").appendChild(wrap);
    });

    var tap = function (r, c) {
      var k = key(r, c);
      if (brush === "erase") {
        delete cells[k];
        if (anchor === k) anchor = Object.keys(cells)[0] || null;
      } else if (brush === "anchor") {
        if (k in cells) anchor = k;
      } else {
        var symbol = brush.slice(2) || null;
        if (!symbol && k in cells) { delete cells[k]; if (anchor === k) anchor = Object.keys(cells)[0] || null; }
        else cells[k] = symbol;
        if (!anchor && k in cells) anchor = k;
      }
      draw();
      var again = grid.querySelector('[data-cell="' + k + '"]');
      if (again) again.focus();
    };
    var draw = function () {
      grid.textContent = "";
      grid.style.setProperty("--columns", size + (hex ? 0.5 : 0));
      for (var r = 0; r < size; r++) {
        var line = el("div", {"class": "row" + (hex && r % 2 ? " shift" : "")});
        for (var c = 0; c < size; c++) line.appendChild(drawCell(r, c));
        grid.appendChild(line);
      }
    };
    var drawCell = function (r, c) {
      var k = key(r, c), inPiece = k in cells, s = cells[k];
      var fill = !inPiece ? null : s ? symbols[s].colour : colour ? colours[colour].colour : "#777777";
      var words = [inPiece ? (s ? symbols[s].name : strings.space) : strings.empty];
      if (anchor === k) words.push(strings.anchor);
      var button = el("button", {type: "button", "class": "cell" + (inPiece ? "" : " empty") + (anchor === k ? " anchor" : ""),
                                 "data-cell": k, "aria-label": said(strings.cell, {cell: (r + 1) + "." + (c + 1), what: words.join(", ")})},
                      inPiece ? (s ? symbols[s].name.charAt(0).toUpperCase() : "") + (anchor === k ? "•" : "") : "");
      if (inPiece) button.setAttribute("aria-pressed", "true");
      if (fill) { button.style.background = fill; button.style.color = ink(fill); }
      button.addEventListener("click", function () { tap(r, c); });
      return button;
    };
    draw();
    document.querySelector("input[name=brush]").click();
    $("#clear").addEventListener("click", function () { cells = {}; anchor = null; draw(); });

    $("#editor").addEventListener("submit", function (event) {
      event.preventDefault();
      save("/api/transcribe/piece", {catalogue: $("#file").value, name: $("#name").value, id: $("#piece-id").value,
                                     cells: cells, anchor: anchor, colour: colour,
                                     church: !!($("#church") && $("#church").checked)},
           function () { cells = {}; anchor = null; $("#piece-id").value = ""; draw(); });
    });
  }
})();
