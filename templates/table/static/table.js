// chronicle table: the phone page. Everything comes from the JSON API; user text only ever goes in
// through textContent. The write key travels in the address the table printed.
(function () {
  "use strict";
  var params = new URLSearchParams(location.search);
  var KEY = params.get("key") || "";
  var LANG = document.documentElement.lang;
  var S = JSON.parse(document.getElementById("strings").textContent);
  var $ = function (selector, root) { return (root || document).querySelector(selector); };
  var $$ = function (selector, root) { return Array.prototype.slice.call((root || document).querySelectorAll(selector)); };

  var state = null, pieces = null, stamp = null;
  var me = null;                 // the player this page acts for
  var handed = false;            // the phone goes round the table: each new round starts with the first player
  var lastRound = -1;
  var moves = null, movesFor = "";
  var boardData = null, boardFor = "", boardAsked = "", boardLoad = null;
  var boardNames = {};           // a space's name -> its label on the board (copied over a preview)
  var pick = null;               // {list: [moves covering the tapped space], index}
  var busy = false;
  var enlarged = null;           // magnified (true) or whole (false) as the reader chose; null: as the screen asks
  var shownView = "";            // what the page last showed: a change of step scrolls back to the top
  var view = location.hash === "#start" ? "start" : "table";  // the table, or the start of the log (campaign.yaml)
  var startForm = null, startLoading = null;  // GET /api/start as last answered, and the request on its way

  function fmt(text, values) {
    return typeset(text.replace(/%\((\w+)\)s/g, function (_, name) { return values[name] === undefined ? "" : String(values[name]); }));
  }
  // French spacing, as generator/words/typography.py sets it on the page and its strings: here for what the
  // page puts together itself ("Ana: ...") and the API's messages. A no-break space before : (a narrow
  // one before ; ! ?) that ends a word and is followed by a space or the end; none in "12:30" or "?key=".
  var WORD_END = "[\\p{L}\\p{N})\\]}\u00bb\u201d\u2019%\u2026]", AFTER_MARK = "(?=[\\s)\\]}\u00bb\u201d\u2019\"'.,\u2026;:!?]|$)";
  var TYPOGRAPHY = [
    [new RegExp("(?<=\\S)[ \u00a0]([;!?])" + AFTER_MARK, "gu"), "\u202f$1"],
    [new RegExp("(?<=" + WORD_END + ")([;!?])" + AFTER_MARK, "gu"), "\u202f$1"],
    [/(?<=\S)[ \u202f]:(?=\s|$|\u00bb)/gu, "\u00a0:"],
    [new RegExp("(?<=" + WORD_END + ")(?<!:\\d+):(?=\\s|$|\u00bb)", "gu"), "\u00a0:"],
    [/\u00ab[ \u202f]?(?=[^\s\u00a0])/gu, "\u00ab\u00a0"],
    [/(?<=[^\s\u00a0])[ \u202f]?\u00bb/gu, "\u00a0\u00bb"],
  ];
  var CODE = /(\{(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\}|`[^`\n]*`)/;  // a message's YAML example: kept as written
  // and the curly apostrophe of an elision ("l’île"), never in a word that is an address, a path or code
  function apostrophes(text) {
    return text.replace(/\S+/g, function (word) {
      if (!/[\/\\=<>@]|:\/\//.test(word)) return word.replace(/(?<=\p{L})'(?=\p{L})/gu, "\u2019");
      return word.replace(/^((?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu))'(?=\p{L})/iu, "$1\u2019");  // "d’ile/episodes/01.yaml"
    });
  }
  function typeset(text) {
    if (LANG !== "fr" || typeof text !== "string") return text;
    return text.split(CODE).map(function (part, index) {
      return index % 2 ? part : apostrophes(TYPOGRAPHY.reduce(function (done, rule) { return done.replace(rule[0], rule[1]); }, part));
    }).join("");
  }
  // A counted message: the page gives its catalogue's two forms (one, many); Intl says which a count takes
  // in this language (French "1 tour" and "0 tour", Spanish "0 rondas"), as gettext's Plural-Forms do.
  function plural(forms, n) {
    return forms[new Intl.PluralRules(LANG).select(n) === "one" ? 0 : 1];
  }
  function signed(n) { return (n > 0 ? "+" : n < 0 ? "−" : "±") + Math.abs(n); }
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text !== undefined) node.textContent = typeset(text);
    return node;
  }
  function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); return node; }
  function show(node, visible) { node.hidden = !visible; }

  function url(path, query) {
    var q = new URLSearchParams(query || {});
    q.set("lang", LANG);
    return path + "?" + q.toString();
  }
  function get(path, query) {
    return fetch(url(path, query), {cache: "no-store"}).then(function (r) {
      return r.json().then(function (data) { return {status: r.status, data: data}; });
    });
  }
  function post(path, body) {
    return fetch(url(path), {method: "POST", cache: "no-store", body: JSON.stringify(body),
                             headers: {"Content-Type": "application/json", "X-Chronicle-Key": KEY}})
      .then(function (r) { return r.json().then(function (data) { return {status: r.status, data: data}; }); });
  }

  // --- messages -----------------------------------------------------------------------------
  function notice(text, kind) {
    var box = $("#notice");
    clear(box);
    if (!text) return;
    var p = el("p", {"class": kind || "ok"}, text);
    box.appendChild(p);
  }
  function problems(list, heading) {
    var box = $("#notice");
    clear(box);
    var div = el("div", {"class": "alert", role: "alert"});
    div.appendChild(el("p", {}, heading));
    var ul = el("ul");
    list.forEach(function (p) {
      // in words: "Round 3, Ana: ...", never the API's "#3 Ana"
      var who = p.round ? fmt(p.player ? S.round_player : S.round_only, {round: p.round, name: p.player}) : p.player || "";
      var li = el("li", {}, typeset((who ? who + ": " : "") + p.message + " "));
      if (p.rule) li.appendChild(el("strong", {}, "[" + p.rule + (p.title ? ": " + p.title : "") + "]"));
      ul.appendChild(li);
    });
    div.appendChild(ul);
    box.appendChild(div);
  }
  // The answer of a write: 200 tells what happened, 409 and 422 say why nothing was written.
  // Success is told once the page holds the new version, so that the next write is not stale.
  function answered(r, done, heading) {
    if (r.status === 200) {  // the answer carries the table as it now is: shown without asking again
      var shown = r.data.state && newer(r.data.state) ? showState(r.data.state) : refresh();
      return shown.then(function () { if (done) notice(done(r.data)); });
    }
    if (r.status === 422) problems(r.data.problems, heading || S.broken);
    else notice(r.data.error || ("HTTP " + r.status), "error");
    return refresh();
  }

  // A rule's ID is one word: "(LG-05)" never breaks at its hyphen on a phone (review 8, es Y2).
  var RULE_ID = /\b[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+\b/g;
  function withRuleIds(node, text) {
    var at = 0;
    text.replace(RULE_ID, function (id, start) {
      node.appendChild(document.createTextNode(text.slice(at, start)));
      node.appendChild(el("span", {"class": "rule-id"}, id));
      at = start + id.length;
    });
    node.appendChild(document.createTextNode(text.slice(at)));
    return node;
  }

  function ask(text) {
    var dialog = $("#ask");
    withRuleIds(clear($("p", dialog)), text);
    return new Promise(function (resolve) {
      dialog.addEventListener("close", function once() {
        dialog.removeEventListener("close", once);
        resolve(dialog.returnValue === "yes");
      });
      dialog.showModal();
    });
  }

  // --- state ----------------------------------------------------------------------------------
  var refreshing = null, again = false;
  // A state is newer when the file changed, or when the table's change counter moved on: an answer
  // overtaken by a later one is never shown over it.
  function newer(next) { return !state || next.version !== state.version || next.serial >= state.serial; }
  function showState(next) { state = next; return render(); }

  function refresh() {
    if (refreshing) { again = true; return refreshing; }
    refreshing = get("/api/state").then(function (r) {
      return newer(r.data) ? showState(r.data) : null;
    }).catch(function () { notice(S.offline, "error"); }).then(function () {
      refreshing = null;
      if (again) { again = false; return refresh(); }
    });
    return refreshing;
  }

  function player(name) { return (state.players || []).filter(function (p) { return p.name === name; })[0]; }
  function activeNames() { return state.players.filter(function (p) { return p.active; }).map(function (p) { return p.name; }); }
  function acted(name) { return state.pending.actions && state.pending.actions[name] !== undefined; }

  function render() {
    var where = $("#where");
    if (state.episode === null) where.textContent = S.no_episode;
    else where.textContent = fmt(state.complete ? S.where_end : S.where, {episode: state.episode, round: state.round + 1});
    var broken = state.problems.length > 0;
    show($("#problems"), broken);
    if (broken) {
      var ul = clear($("#problems ul"));
      state.problems.forEach(function (p) {
        ul.appendChild(el("li", {}, p.where + ": " + p.message + (p.rule ? " [" + p.rule + "]" : "")));
      });
    }
    var onStart = view === "start";
    show($("#start-open"), !!(state.start && state.start.offered));
    show($("#start"), onStart);
    show($("#play"), !onStart && !broken && !state.complete);
    show($("#end"), !onStart && !broken && state.complete);
    var drawn = onStart ? renderStart() : broken ? Promise.resolve() : state.complete ? renderEnd() : renderPlay();
    var step = [view, broken, state.complete, state.pending.card, me, acted(me)].join("|");  // after renderPlay chose `me`
    if (step !== shownView) {  // a new step (a card chosen, the next player, the end): its top, not the old scroll
      shownView = step;
      window.scrollTo(0, 0);
    }
    return drawn;
  }

  // --- play -----------------------------------------------------------------------------------
  function choosePlayer() {
    var names = activeNames();
    if (state.round !== lastRound) {
      if (handed && lastRound >= 0) me = null;
      lastRound = state.round;
    }
    var saved = sessionStorage.getItem("chronicle-player");
    if (me && names.indexOf(me) >= 0) return;
    me = names.indexOf(saved) >= 0 && !handed ? saved : (names.filter(function (n) { return !acted(n); })[0] || names[0] || null);
  }

  function renderPlayers() {
    var nav = clear($("#players"));
    state.players.forEach(function (p) {
      if (!p.active) return;
      var b = el("button", {type: "button", "class": "player" + (acted(p.name) ? " acted" : ""),
                            "aria-pressed": String(p.name === me)});
      b.appendChild(el("span", {"class": "name"}, p.name));
      b.appendChild(el("span", {"class": "tok"}, String(p.token) + (acted(p.name) ? " ✓" : "")));
      b.addEventListener("click", function () { me = p.name; handed = false; sessionStorage.setItem("chronicle-player", me); pick = null; render(); });
      nav.appendChild(b);
    });
  }

  function renderRound() {
    var ul = clear($("#round .status"));
    state.players.forEach(function (p) {
      var text;
      if (p.stopped) text = fmt(S.stopped, {round: p.stopped});
      else if (acted(p.name)) text = describe(state.pending.actions[p.name]) + " ✓";
      else text = S.waiting;
      var li = el("li", {"class": acted(p.name) ? "acted" : ""});
      li.appendChild(el("strong", {}, p.name));
      li.appendChild(document.createTextNode(" · " + p.token + " · " + text));
      ul.appendChild(li);
    });
  }
  // points, rule, reason apart: a reason that starts with a count ("4 × beach") must not read as one number
  function reasonItem(item) {
    var li = el("li");
    // LG-08's debt: its number is in its reason ("21 points owed: the token stops at 0"), never a "+21" gain
    li.appendChild(el("b", {"class": "pts"}, item.shown !== undefined ? item.shown : signed(item.points)));
    li.appendChild(document.createTextNode(" "));
    li.appendChild(el("span", {"class": "rule"}, item.rule));
    li.appendChild(document.createTextNode(" " + typeset(item.reason)));
    return li;
  }
  function describe(action) { return action === "pass" ? S.passes : action === "stop" ? S.stops : action; }

  function cardButton(card, onPick) {
    var b = el("button", {type: "button", "class": "card", "data-card": card});
    if (card === "block") b.appendChild(el("span", {"class": "block"}, S.block));
    else {
      var holder = el("span", {"class": "art", "aria-hidden": "true"});
      holder.innerHTML = pieces[card] || "";   // drawn by the server from the catalogue
      b.appendChild(holder);
      b.appendChild(el("span", {"class": "label"}, fmt(S.card, {card: card})));
    }
    b.addEventListener("click", function () { onPick(card); });
    return b;
  }

  function renderPlay() {
    choosePlayer();
    renderPlayers();
    renderRound();
    var card = state.pending.card;
    show($("#card-pick"), card === null);
    show($("#blocked-pick"), card === "block");
    var mine = me && card && card !== "block";
    show($("#turn"), !!(mine && !acted(me)));
    show($("#chosen"), !!(mine && acted(me)));
    if (card === null) {
      var cards = clear($("#card-pick .cards"));
      state.cards_left.forEach(function (c) { cards.appendChild(cardButton(c, setCard)); });
      return Promise.resolve();
    }
    if (card === "block") {
      var left = clear($("#blocked-pick .cards"));
      state.cards_left.filter(function (c) { return c !== "block"; }).forEach(function (c) {
        left.appendChild(cardButton(c, function (blocked) {
          post("/api/round", {card: "block", blocked: blocked, version: state.version}).then(function (r) {
            return answered(r, function (d) { return fmt(S.written, {round: d.round}); });
          });
        }));
      });
      return Promise.resolve();
    }
    if (!me) return Promise.resolve();
    if (acted(me)) return renderChosen();
    return renderTurn(card);
  }

  function setCard(card) {
    if (card !== null && card !== "block" && me) movesOf(me, card);  // asked at once, beside the card's own write
    return post("/api/card", {card: card, version: state.version}).then(function (r) { return answered(r); });
  }

  function renderChosen() {
    $("#chosen .done").textContent = fmt(S.chose, {name: me, action: describe(state.pending.actions[me])});
    var refused = (state.pending.refused || {})[me];
    show($("#chosen .refused"), refused !== undefined);
    if (refused !== undefined) $("#chosen .refused").textContent = fmt(S.refused, {name: me, action: describe(refused || "–")});
    var next = activeNames().filter(function (n) { return !acted(n); })[0];
    var button = $("#next-player");
    show(button, !!next);
    if (next) {
      button.textContent = fmt(S.next, {name: next});
      button.onclick = function () { me = next; handed = true; pick = null; render(); };
    }
    return Promise.resolve();
  }

  function renderTurn(card) {
    var p = player(me);
    $("#turn-title").textContent = fmt(S.card, {card: card});
    $("#turn .token").textContent = fmt(plural(S.token, p.token), {name: me, token: p.token});
    $("#turn .piece-now").innerHTML = pieces[card] || "";
    var wanted = state.version + "|" + me + "|" + card;
    var loads = [];
    if (movesFor !== wanted) {
      moves = null;  // taps wait for this player's moves: never judged against another's
      $("#board").removeAttribute("data-ready");
      loads.push(movesOf(me, card).then(function (r) {
        if (r.status !== 200) { notice(r.data.error, "error"); moves = {moves: [], can_pass: false}; }
        else moves = r.data;
        movesFor = wanted; pick = null;
      }));
    }
    var boardKey = state.version + "|" + me;
    if (boardFor !== boardKey) {
      if (boardAsked !== boardKey) {  // one drawing per version and player, however often the turn is rendered meanwhile
        boardAsked = boardKey;
        boardLoad = get("/api/board", {player: me}).then(function (r) {
          if (boardAsked === boardKey) installBoard(r.data, boardKey);  // not a drawing asked for before another
        });
      }
      loads.push(boardLoad);
    }
    return Promise.all(loads).then(drawTurn);
  }

  function installBoard(data, key) {
    boardData = data; boardFor = key;
    $("#board").innerHTML = boardData.svg;  // drawn by the server, names escaped there
    fitted = "";  // a new drawing, at its natural size: fitted again
    var svg = $("#board svg"), river = $("g.rivers", svg);
    boardNames = {};
    $$("g.cell text.name", svg).forEach(function (t) { boardNames[t.textContent] = t; });
    // above every cell, so that no neighbour hides an outline; below the river, which stays in view
    // beside every highlighted space and under a preview (MC-R02, MC-R03: the first building goes along it)
    ["legal", "ghost"].forEach(function (id) {
      var layer = svg.insertBefore(document.createElementNS("http://www.w3.org/2000/svg", "g"), river);
      layer.setAttribute("id", id);
      layer.setAttribute("class", id + "-layer");  // styled by class: the overview's copy has no ids
    });
  }

  var asked = {};  // "version|player|card" -> the answer of /api/moves, asked once per version of the file
  function movesOf(player, card) {
    var key = state.version + "|" + player + "|" + card;
    if (!asked[key]) {
      if (Object.keys(asked).some(function (k) { return k.indexOf(state.version + "|") !== 0; })) asked = {};
      asked[key] = get("/api/moves", {player: player, card: card});
    }
    return asked[key];
  }

  function cellOf(node) {
    var g = node.closest ? node.closest("g.cell") : null;
    return g ? $("text.name", g).textContent : null;
  }

  function drawTurn() {
    if (!moves || boardFor !== state.version + "|" + me) return;  // the turn's own board, not the last one drawn
    $("#board").setAttribute("data-ready", me + "|" + state.pending.card);
    var legal = {};
    moves.moves.forEach(function (m) { m.cells.forEach(function (c) { legal[c] = true; }); });
    $$("#board g.cell").forEach(function (g) {
      var name = $("text.name", g).textContent;
      g.classList.toggle("legal", !!legal[name]);
    });
    $("#legal").innerHTML = Object.keys(legal).map(function (c) {  // outlines from the server's numbers only
      var at = boardData.centres[c];
      return '<path transform="translate(' + at[0] + "," + at[1] + ')" d="' + stamp.cell + '"/>';
    }).join("");
    var list = clear($("#move-list"));
    list.appendChild(el("option", {value: ""}, S.pick + " (" + moves.moves.length + ")"));
    moves.moves.forEach(function (m, i) {
      list.appendChild(el("option", {value: String(i)}, m.action + " · " + signed(m.points)));
    });
    var pass = $("#pass");
    pass.textContent = fmt(S.pass, {points: signed(moves.pass.points)});
    pass.disabled = !moves.can_pass;
    var refused = {church: S.church, zero: S.pass_zero, never: S.pass_never, "below-zero": S.pass_below_zero};
    $("#pass-rule").textContent = moves.lacking ? fmt(S.lacking, {card: state.pending.card})
      : (moves.pass_refused ? refused[moves.pass_refused] || S.pass_zero : "");
    drawPick();
    fit();
    hint();
  }

  function hint() {  // on a phone's whole board a tap enlarges first: said so
    $("#hint").textContent = !moves.moves.length ? S.no_moves : small && !magnified() ? S.tap_whole : S.tap;
  }

  // A finger needs FINGER px: where the whole board's spaces are smaller (a phone: 28-32 px at 390 px),
  // the board is magnified by default, every space at least TARGET px, scrolled inside its frame to the
  // legal spaces, and the whole board stays in view beside it, small (#overview), the part in the frame
  // outlined; a tap or a drag there moves the frame. The magnifier button shows the whole board instead,
  // where a tap magnifies about the space tapped. A laptop's mouse (900 px and wider) needs neither.
  var TARGET = 48, FINGER = 44;
  var DESK = window.matchMedia("(min-width: 900px) and (pointer: fine)");
  var small = false;             // the whole board's spaces are narrower than a finger on this screen
  var fitted = "";               // the board, choice and width the frame was last sized for
  var centred = "";              // the moves the frame was last centred on
  function magnified() { return enlarged === null ? small : enlarged; }

  // Sized once per drawing (and width, and choice), centred once per card: redrawn for another phone's
  // choice, the frame stays where the finger left it; a new card moves it to that card's legal spaces.
  function fit() {
    var wrap = $("#board"), svg = $("#board svg");
    if (!svg) return;
    var key = [boardFor, enlarged, wrap.parentNode.clientWidth].join("|");
    if (key !== fitted) {
      fitted = key;
      centred = "";
      wrap.classList.remove("enlarged");
      svg.style.width = "";
      var cell = $("g.cell > path", svg).getBoundingClientRect();
      var size = Math.min(cell.width, cell.height);
      small = !DESK.matches && size < FINGER;
      var on = magnified();
      wrap.classList.toggle("enlarged", on);
      if (on) wrap.setAttribute("tabindex", "0");  // a frame that scrolls: the arrow keys scroll it too
      else wrap.removeAttribute("tabindex");
      $("#enlarge").setAttribute("aria-pressed", String(on));
      show($("#overview"), on);
      if (!on) return;
      svg.style.width = Math.ceil(svg.getBoundingClientRect().width * Math.max(1.25, TARGET / size)) + "px";
      drawOverview();
    }
    if (!magnified() || centred === movesFor) return;
    centred = movesFor;
    overviewLayer("legal");
    var legal = $("#legal").getBoundingClientRect();
    if (legal.width) centre(legal.left + legal.width / 2, legal.top + legal.height / 2);
  }

  function centre(x, y) {  // a point of the magnified board (page coordinates) brought to the frame's middle
    var wrap = $("#board"), frame = wrap.getBoundingClientRect();
    wrap.scrollLeft += x - (frame.left + frame.width / 2);
    wrap.scrollTop += y - (frame.top + frame.height / 2);
    inView();
  }

  // The overview: a copy of the board as it is drawn (legal spaces, preview), without ids or titles.
  function drawOverview() {
    var box = clear($("#overview")), copy = $("#board svg").cloneNode(true);
    $$("[id]", copy).forEach(function (n) { n.removeAttribute("id"); });
    $$("title, desc", copy).forEach(function (n) { n.parentNode.removeChild(n); });
    copy.removeAttribute("style");
    copy.removeAttribute("role");
    box.appendChild(copy);
    box.appendChild(el("span", {"class": "in-view"}));
    inView();
  }

  function inView() {  // the frame's part of the board, outlined on the overview
    var mark = $("#overview .in-view"), copy = $("#overview svg");
    if (!mark || $("#overview").hidden) return;
    var f = $("#board").getBoundingClientRect(), s = $("#board svg").getBoundingClientRect();
    var o = copy.getBoundingClientRect(), b = $("#overview").getBoundingClientRect(), k = o.width / s.width;
    var left = Math.max(f.left, s.left), top = Math.max(f.top, s.top);
    mark.style.left = (o.left - b.left + (left - s.left) * k) + "px";
    mark.style.top = (o.top - b.top + (top - s.top) * k) + "px";
    mark.style.width = Math.max(0, Math.min(f.right, s.right) - left) * k + "px";
    mark.style.height = Math.max(0, Math.min(f.bottom, s.bottom) - top) * k + "px";
  }

  function overviewTo(e) {  // the frame moved to the point of the overview under the finger
    var o = $("#overview svg").getBoundingClientRect(), s = $("#board svg").getBoundingClientRect(), k = s.width / o.width;
    centre(s.left + (e.clientX - o.left) * k, s.top + (e.clientY - o.top) * k);
  }

  function boardTapped(e) {
    var c = cellOf(e.target);
    if (!c || !moves) return;
    if (small && !magnified()) {  // the whole board's spaces are too small to choose from: magnify about this one
      enlarged = true;
      fit();
      hint();
      var at = $("path", e.target.closest("g.cell")).getBoundingClientRect();
      centre(at.left + at.width / 2, at.top + at.height / 2);
      return;
    }
    tap(c);
  }

  function current() { return pick ? pick.list[pick.index] : null; }

  function overviewLayer(id) {  // the legal spaces or the preview, on the overview as on the board
    var shown = $("#overview ." + id + "-layer");
    if (!shown || $("#overview").hidden) return;
    var copy = $("#" + id).cloneNode(true);
    copy.removeAttribute("id");
    shown.parentNode.replaceChild(copy, shown);
  }

  function drawPick() {
    var ghost = $("#ghost");
    var move = current();
    $("#confirm").disabled = !move;
    $("#rotate").disabled = !move || pick.list.length < 2;
    show($("#preview"), !!move);
    if (!ghost) return;
    clear(ghost);
    $$("#board g.cell.picked").forEach(function (g) { g.classList.remove("picked"); });
    if (!move) { $("#move-list").value = ""; overviewLayer("ghost"); return; }
    $("#move-list").value = String(moves.moves.indexOf(move));
    var parts = move.cells.map(function (c, i) {
      var at = boardData.centres[c];
      var term = stamp.terms[move.symbols[i] || moves.colour] || {fill: "#999", glyph: ""};
      return '<g transform="translate(' + at[0] + "," + at[1] + ')"><path d="' + stamp.cell + '" fill="' + term.fill +
             '" stroke="#111" stroke-width="2"/>' + term.glyph + "</g>";
    });
    ghost.innerHTML = parts.join("");   // ids and numbers from the server, no user text
    move.cells.forEach(function (c) {   // the names of the spaces beneath, readable over the piece
      if (boardNames[c]) ghost.appendChild(boardNames[c].cloneNode(true));
    });
    overviewLayer("ghost");
    $("#preview .what strong").textContent = move.action;
    $("#preview .points").textContent = signed(move.points);
    var reasons = clear($("#preview .reasons"));
    move.items.forEach(function (item) {
      reasons.appendChild(reasonItem(item));
    });
  }

  function tap(cell) {
    var list = moves.moves.filter(function (m) { return m.cells.indexOf(cell) >= 0; });
    if (!list.length) { pick = null; drawPick(); notice(fmt(S.none_cover, {cell: cell}), "error"); return; }
    notice("");
    // the piece turns about the tapped space first; placements that only cover it come after
    list = list.filter(function (m) { return m.anchor === cell; }).concat(list.filter(function (m) { return m.anchor !== cell; }));
    var same = current() && list.indexOf(current()) >= 0 ? list.indexOf(current()) : 0;
    pick = {list: list, index: same};
    drawPick();
  }
  function turn(step) {
    if (!pick) return;
    pick.index = (pick.index + step + pick.list.length) % pick.list.length;
    drawPick();
  }

  function act(action) {
    if (busy) return Promise.resolve();
    busy = true;
    var before = state.pending.actions[me];  // what this page saw: another phone's choice since then is not overwritten
    var body = {player: me, action: action, version: state.version, replacing: before === undefined ? null : before};
    return post("/api/choice", body).then(function (r) {
      pick = null;
      return answered(r, function (d) { return d.round !== undefined ? fmt(S.written, {round: d.round}) : ""; });
    }).then(function () { busy = false; }, function () { busy = false; });
  }

  // --- end of the episode -------------------------------------------------------------------
  // "What could have been done?": each player's words from the coach (GET /api/coach), asked once the episode
  // is over and only when a player opens theirs (the analysis takes a few seconds; it is kept and read back)
  var coached = null;  // {key: episode and file version, answer: the request's promise}
  function coachAnswer() {
    var key = state.episode + "|" + state.version;
    if (!coached || coached.key !== key) coached = {key: key, answer: get("/api/coach")};
    return coached.answer;
  }
  function renderCoach(end) {
    var box = $("#coach .players");
    show($("#coach"), !!end);
    var key = end ? state.episode + "|" + state.version + "|" + end.players.map(function (p) { return p.name; }).join("\n") : "";
    if (box.dataset.key === key) return;  // a refresh of the same end keeps what is open
    box.dataset.key = key;
    clear(box);
    if (!end) return;
    end.players.forEach(function (p) {
      var d = el("details", {"data-player": p.name});
      d.appendChild(el("summary", {}, p.name));
      d.addEventListener("toggle", function () {
        if (!d.open || d.dataset.asked) return;
        d.dataset.asked = "1";
        var said = el("p", {"class": "hint"}, S.coach_wait);
        d.appendChild(said);
        coachAnswer().then(function (r) {
          if (r.status !== 200) { said.textContent = typeset(r.data.error || ""); delete d.dataset.asked; coached = null; return; }
          var mine = r.data.players.filter(function (q) { return q.name === p.name; })[0];
          d.removeChild(said);
          if (!mine) return;
          d.appendChild(el("p", {"class": "coach-summary"}, mine.summary));
          var ul = el("ul", {"class": "coach-rounds"});
          mine.rounds.forEach(function (line) { ul.appendChild(el("li", {}, line)); });
          d.appendChild(ul);
        });
      });
      box.appendChild(d);
    });
  }

  function renderEnd() {
    var end = state.end;
    var body = clear($("#end .scores tbody"));
    var items = clear($("#end .end-items"));
    show($("#end .scores"), !!end);
    if (end) {
      end.players.forEach(function (p) {
        var tr = el("tr");
        var group = end.unsettled ? end.ties.filter(function (t) { return t.indexOf(p.name) >= 0; })[0] : null;
        var rank = group ? Math.min.apply(null, end.players.filter(function (q) { return group.indexOf(q.name) >= 0; })
                                                          .map(function (q) { return q.rank; })) : p.rank;
        if (group) rank = fmt(S.tied_rank, {rank: rank});
        var cells = [rank || "–", p.name, p.token + (p.debt ? ", " + fmt(plural(S.debt, p.debt), {n: p.debt}) : "")];
        // an Eternal game colours no progress (M16): no column; a tie still to settle colours nothing yet (C-2)
        if (state.mode !== "eternal") cells.push(group ? "–" : p.circles);
        cells.forEach(function (v) { tr.appendChild(el("td", {}, String(v))); });
        body.appendChild(tr);
        if (p.items.length) {
          var d = el("details", {open: ""});
          d.appendChild(el("summary", {}, p.name));
          var ul = el("ul");
          p.items.forEach(function (i) { ul.appendChild(reasonItem(i)); });
          d.appendChild(ul);
          items.appendChild(d);
        }
      });
    }
    renderCoach(end);
    renderTiebreak(end);
    renderChanges(end);
    renderAdjustments(end);
    var rules = $("#next select[name=rules]");
    var names = (state.rulesets || []).map(function (r) { return r.id; }).join("\n");
    if (rules.dataset.names !== names) {  // refilled only when the rulesets change: a choice made stays
      clear(rules);
      (state.rulesets || []).forEach(function (r) { rules.appendChild(el("option", {value: r.id}, r.name)); });
      rules.value = state.next_rules;
      rules.dataset.names = names;
    }
    var date = $("#next input[name=date]");
    if (!date.value) date.value = today();
    return Promise.resolve();
  }

  function today() {  // the group's day, not UTC's: an evening game in Madrid is not tomorrow's
    var now = new Date();
    return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map(function (n) { return String(n).padStart(2, "0"); }).join("-");
  }

  function renderTiebreak(end) {
    var form = $("#tiebreak");
    var ties = end ? end.ties : [];
    show(form, ties.length > 0);
    if (!ties.length) return;
    if (form.dataset.ties === JSON.stringify(ties)) return;  // the same ties: the order being chosen stays
    var places = clear($(".places", form));
    $(".hint", form).textContent = end.tied_names.map(function (names) { return fmt(S.tie, {names: names}); }).join(" ");
    form.dataset.ties = JSON.stringify(ties);
    ties.forEach(function (names, k) {
      names.forEach(function (_, i) {
        var label = el("label", {}, fmt(S.place, {place: i + 1}) + " ");
        var select = el("select", {name: "tie-" + k + "-" + i});
        names.forEach(function (n, j) { var o = el("option", {value: n}, n); if (i === j) o.selected = true; select.appendChild(o); });
        label.appendChild(select);
        places.appendChild(label);
      });
    });
  }

  function players(select) {
    var keep = select.value;
    clear(select);
    state.players.forEach(function (p) { select.appendChild(el("option", {value: p.name}, p.name)); });
    if (keep) select.value = keep;
  }

  function logged(ul, lines, none) {  // "none": what an empty list says, agreeing with what it lists
    clear(ul);
    if (!lines.length) ul.appendChild(el("li", {"class": "hint"}, none || S.none));
    lines.forEach(function (line) { ul.appendChild(el("li", {}, line)); });
  }

  function renderChanges(end) {
    var form = $("#change");
    show(form, !!end);
    if (!end) return;
    var lines = [];
    Object.keys(end.board_changes).forEach(function (name) {
      end.board_changes[name].forEach(function (c) { lines.push(name + " · " + c); });
    });
    var allowed = end.board_changes_allowed;
    // The Eternal game's board never changes: an empty list says only that, not "no change yet" as well
    logged($(".logged", form), lines, allowed ? S.no_change : S.changes_eternal);
    $$("label, button", form).forEach(function (n) { if (!n.classList.contains("for-note")) n.hidden = !allowed; });
    if (!allowed) { if (lines.length) $(".logged", form).appendChild(el("li", {"class": "hint"}, S.changes_eternal)); return; }
    players($("select[name=player]", form));
    var cells = $("select[name=cell]", form);
    if (!cells.options.length) state.cells.forEach(function (c) { cells.appendChild(el("option", {value: c}, c)); });
    kindChanged();
  }

  function kindChanged() {
    var form = $("#change");
    var kind = $("select[name=kind]", form).value;
    $(".for-note", form).hidden = kind !== "note";
    $(".for-cell", form).hidden = kind === "note";
    $(".for-value", form).hidden = kind === "note";
    var values = $("select[name=value]", form), keep = values.value;  // another phone's save must not undo a choice
    var names = kind === "terrain" ? state.terrains : state.features;
    $(".for-value .what", form).textContent = kind === "terrain" ? S.what_terrain : S.what_feature;  // a terrain is no feature
    clear(values);
    Object.keys(names).forEach(function (id) { values.appendChild(el("option", {value: id}, names[id])); });
    if (names[keep] !== undefined) values.value = keep;
  }

  function renderAdjustments(end) {
    var form = $("#adjustment");
    show(form, !!end);
    if (!end) return;
    logged($(".logged", form), end.adjustments.map(function (a) { return a.player + " · " + signed(a.points) + " · " + a.reason; }));
    players($("select[name=player]", form));
  }

  function saveEnd(body) {
    body.version = state.version;
    return post("/api/end", body).then(function (r) { return answered(r, function () { return S.saved; }); });
  }

  // --- the start of the log: campaign.yaml's start, a form per player ---------------------------
  function showStart(open) {
    view = open ? "start" : "table";
    history.replaceState(null, "", location.pathname + location.search + (open ? "#start" : ""));
    $(".menu").open = false;
    notice("");
    return render();
  }

  // The form is asked for again whenever campaign.yaml changes (its version is in the state).
  function renderStart() {
    var wanted = state.start ? state.start.version : "";
    if (startForm && startForm.version === wanted) { fillStart(); return Promise.resolve(); }
    if (!startLoading) {
      startLoading = get("/api/start").then(function (r) {
        startLoading = null;
        if (r.status === 200) { startForm = r.data; fillStart(); }
        else notice(r.data.error || ("HTTP " + r.status), "error");
      });
    }
    return startLoading;
  }

  function fillStart() {
    var f = startForm, box = $("#start .forms");
    $("#start-title").textContent = f.offered ? fmt(S.start_title, {episode: f.episode}) : $("#start-open").textContent;
    var intro = $("#start .intro");
    show(intro, f.offered);
    if (!intro.dataset.ids) {  // "(LG-08)" never breaks at its hyphen on a phone
      var said = intro.textContent;
      withRuleIds(clear(intro), said);
      intro.dataset.ids = "1";
    }
    $("#start .reason").textContent = f.offered ? "" : typeset(f.reason);
    if (!f.offered) { clear(box); delete box.dataset.shape; return; }
    var shape = JSON.stringify([f.players.map(function (p) { return p.name; }), f.counters.map(function (c) { return c.id; })]);
    if (box.dataset.shape !== shape) {  // built again only when the players or the counters change
      clear(box);
      f.players.forEach(function (p, i) { box.appendChild(startPlayer(p, i, f.counters)); });
      box.dataset.shape = shape;
    }
    f.players.forEach(function (p, i) {
      var form = $$("form", box)[i];
      if (form.dataset.dirty) return;  // what a person is typing stays when another phone saves
      $("input[name=circles]", form).value = String(p.circles);
      $("input[name=debt]", form).value = String(p.debt);
      $$("input[data-counter]", form).forEach(function (input) { input.value = String(p.counters[input.dataset.counter]); });
    });
  }

  function startPlayer(p, index, counters) {
    var form = el("form", {"class": "start-player", novalidate: "", "aria-labelledby": "start-player-" + index});
    form.dataset.player = p.name;
    form.appendChild(el("h3", {id: "start-player-" + index}, p.name));
    var fields = el("div", {"class": "fields"});
    fields.appendChild(numberField(S.start_circles, "circles"));
    fields.appendChild(numberField(S.start_debt, "debt"));
    counters.forEach(function (c) {  // a label as Circles and Debt are written: "Pearls", not "pearls"
      fields.appendChild(numberField(c.name.charAt(0).toLocaleUpperCase(LANG) + c.name.slice(1), "counter", c.id));
    });
    form.appendChild(fields);
    form.appendChild(el("button", {type: "submit", "class": "primary"}, S.start_save));
    form.addEventListener("input", function () { form.dataset.dirty = "1"; });
    form.addEventListener("submit", saveStart);
    return form;
  }

  // No min, max or required: a wrong value goes to the server, which answers with chronicle check's own words.
  function numberField(label, name, counter) {
    var field = el("label", {}, label);
    var input = el("input", {name: name, type: "number", inputmode: "numeric", step: "1"});
    if (counter) input.dataset.counter = counter;
    if (!KEY) input.readOnly = true;
    field.appendChild(input);
    return field;
  }

  function typed(input) {  // a whole number as a number; anything else as typed, for the check to name
    var value = input.value.trim();
    return /^-?\d+$/.test(value) ? Number(value) : value;
  }

  function saveStart(e) {
    e.preventDefault();
    var form = e.target;
    if (busy) return;
    busy = true;
    var body = {player: form.dataset.player, counters: {}, version: startForm.version};
    $$("input", form).forEach(function (input) {
      if (input.dataset.counter) body.counters[input.dataset.counter] = typed(input);
      else body[input.name] = typed(input);
    });
    post("/api/start", body).then(function (r) {
      if (r.status === 200) { delete form.dataset.dirty; startForm = r.data.start; }
      return answered(r, function () { return S.start_saved; }, S.start_refused);
    }).then(function () { busy = false; }, function () { busy = false; });
  }

  // --- wiring ---------------------------------------------------------------------------------
  function wire() {
    $$("a.keep").forEach(function (a) {
      var target = new URL(a.getAttribute("href"), location.href);
      target.searchParams.set("key", KEY);
      if (!target.searchParams.get("lang")) target.searchParams.set("lang", LANG);
      a.setAttribute("href", target.pathname + target.search);
    });
    $("#board").addEventListener("click", boardTapped);
    var queued = false;
    $("#board").addEventListener("scroll", function () {
      if (!queued) { queued = true; requestAnimationFrame(function () { queued = false; inView(); }); }
    }, {passive: true});
    var overview = $("#overview");
    overview.addEventListener("pointerdown", function (e) { overview.setPointerCapture(e.pointerId); overviewTo(e); });
    overview.addEventListener("pointermove", function (e) { if (overview.hasPointerCapture(e.pointerId)) overviewTo(e); });
    window.addEventListener("resize", function () { if (!$("#turn").hidden) fit(); });
    var start = null;
    $("#board").addEventListener("touchstart", function (e) { start = e.changedTouches[0]; }, {passive: true});
    $("#board").addEventListener("touchend", function (e) {
      if (!start || magnified()) return;  // magnified, a swipe scrolls the board: Turn turns the piece
      var dx = e.changedTouches[0].clientX - start.clientX, dy = e.changedTouches[0].clientY - start.clientY;
      start = null;
      if (Math.abs(dx) > 40 && Math.abs(dx) > 2 * Math.abs(dy)) { e.preventDefault(); turn(dx > 0 ? 1 : -1); }
    });
    $("#enlarge").addEventListener("click", function () { enlarged = !magnified(); fit(); if (moves) hint(); });
    $("#rotate").addEventListener("click", function () { turn(1); });
    $("#move-list").addEventListener("change", function (e) {
      var move = moves && moves.moves[Number(e.target.value)];
      if (!move) { pick = null; drawPick(); return; }
      pick = {list: [move].concat(moves.moves.filter(function (m) { return m !== move && m.cells.indexOf(move.cells[0]) >= 0; })), index: 0};
      drawPick();
    });
    $("#confirm").addEventListener("click", function () { var m = moves && current(); if (m) act(m.action); });
    $("#pass").addEventListener("click", function () { act("pass"); });
    $("#stop").addEventListener("click", function () {
      ask(fmt(S.stop_ask, {name: me})).then(function (yes) { if (yes) act("stop"); });
    });
    $("#change-choice").addEventListener("click", function () { act(null); });
    $$(".change-card").forEach(function (b) { b.addEventListener("click", function () { setCard(null); }); });
    $("#undo").addEventListener("click", function () {
      $(".menu").open = false;
      if (!state || !state.round) { notice(S.nothing_to_undo, "error"); return; }
      ask(fmt(S.undo_ask, {round: state.round})).then(function (yes) {
        if (!yes) return;
        post("/api/undo", {version: state.version}).then(function (r) {
          return answered(r, function (d) { return d.round ? fmt(plural(S.undone, d.round), {round: d.round}) : S.undone_all; });
        });
      });
    });
    $("#change select[name=kind]").addEventListener("change", kindChanged);
    $("#start-open").addEventListener("click", function () { showStart(true); });
    $("#start-close").addEventListener("click", function () { showStart(false); });
    $("#change").addEventListener("submit", function (e) {
      e.preventDefault();
      var f = e.target, kind = f.kind.value, change = {player: f.player.value};
      if (kind === "note") change.note = f.note.value; else { change.cell = f.cell.value; change[kind] = f.value.value; }
      saveEnd({board_change: change}).then(function () { f.note.value = ""; });
    });
    $("#adjustment").addEventListener("submit", function (e) {
      e.preventDefault();
      var f = e.target;
      saveEnd({adjustment: {player: f.player.value, points: Number(f.points.value), reason: f.reason.value}})
        .then(function () { f.points.value = ""; f.reason.value = ""; });
    });
    $("#tiebreak").addEventListener("submit", function (e) {
      e.preventDefault();
      var order = [];
      $$("select", e.target).forEach(function (s) { if (order.indexOf(s.value) < 0) order.push(s.value); });
      saveEnd({tiebreak: order});
    });
    $("#next").addEventListener("submit", function (e) {
      e.preventDefault();
      var f = e.target;
      post("/api/episode", {rules: f.rules.value, date: f.date.value, version: state.version}).then(function (r) {
        return answered(r, function (data) { return fmt(S.started, {episode: data.episode}); });
      });
    });
  }

  function listen() {
    var source = new EventSource("/api/events");
    source.onmessage = function (e) { if (!state || Number(e.data) > state.serial) refresh(); };  // not a change already shown
    source.onerror = function () { notice(S.offline, "error"); };
    source.onopen = function () { if ($("#notice .error") && $("#notice").textContent === S.offline) notice(""); };
  }

  if (!KEY) {  // a page opened without the key shows the table and writes nothing: say so before any tap
    document.body.classList.add("readonly");
    show($("#readonly"), true);
  }
  wire();
  get("/api/pieces").then(function (r) {
    pieces = r.data.pieces || {};
    stamp = r.data.stamp;
    return refresh();
  }).then(listen);
})();
