// chronicle: the search box, and the round-by-round replay of an episode's boards.
//
// What this script reads of a page is a contract with the templates (episode.html, episode_parts.html,
// base.html), written in data-* attributes only: classes are the style sheet's, free to change.
//   section.replay[data-rounds][data-steps][data-close][data-zoom]   the replay, its counts and words
//   [data-part=controls] with button[data-step=first|prev|play|next|last], output[data-template|start|end],
//     input[type=range]; [data-part=round-box]; [data-part=boards]
//   section.replay[data-after][data-before]: a caption's words before a standing mid-replay ("after round {n}:")
//   [data-part=board][data-seat]: a player's final board: its <svg> (pieces: [data-round]; cell names:
//     text.name, the drawing's own), [data-part=caption] with [data-part=when], [data-part=state], [data-part=act],
//     [data-part=zoom]
//   [data-part=rounds] > li[data-step][id]: a step; its lines li[data-seat][data-act] with
//     [data-part=act], [data-part=points], [data-part=state]
//   [data-part=languages] a[hreflang]: the same page in another language
//   [data-part=board] svg g[data-ghost]: the coach's better placement of a round, shown with that round;
//     [data-part=ghost-legend] li[data-ghost]: its words, shown with it (the legend hidden when none is)
(function () {
  "use strict";

  // pagefind's interface (its 120 KB script and its style) is fetched once the page is painted and
  // loaded (whenPainted): the first paint never waits for it, and style.css keeps the box's room
  // meanwhile. Its index is the reference pages' bundle, merged with one bundle per campaign (see
  // bundles.json).
  function search() {
    var box = document.getElementById("search");
    if (!box) { return; }
    var root = box.dataset.root;
    var style = fetched(Object.assign(document.createElement("link"), { rel: "stylesheet", href: root + "pagefind/pagefind-ui.css" }));
    var script = fetched(Object.assign(document.createElement("script"), { src: root + "pagefind/pagefind-ui.js" }));
    var bundles = fetch(root + "pagefind/bundles.json")
      .then(function (response) { return response.ok ? response.json() : []; })
      .catch(function () { return []; });
    Promise.all([style, script, bundles]).then(function (all) {
      if (window.PagefindUI) { searchBox(box, root, all[2]); }
    }, function () {});  // a site built without its search: no box
  }

  // once the page has shown its first text and has loaded (a page from a near server loads long before
  // a busy phone paints it); a browser that does not tell its paints goes by the load alone
  function whenPainted(then) {
    function loaded() {
      if (document.readyState === "complete") { setTimeout(then); } else { window.addEventListener("load", function () { setTimeout(then); }); }
    }
    if (!window.PerformanceObserver || (PerformanceObserver.supportedEntryTypes || []).indexOf("paint") < 0) { return loaded(); }
    var painted = new PerformanceObserver(function (list) {
      if (list.getEntriesByName("first-contentful-paint").length) { painted.disconnect(); loaded(); }
    });
    painted.observe({ type: "paint", buffered: true });
  }

  function fetched(element) {
    var done = new Promise(function (resolve, reject) { element.onload = resolve; element.onerror = reject; });
    document.head.appendChild(element);
    return done;
  }

  function searchBox(box, root, bundles) {
    // a match in a page's title ranks above matches in its text: a name finds that player's page first
    var ranking = { metaWeights: { title: 10 }, termFrequency: 0.6 };
    new window.PagefindUI({ element: box, showSubResults: true, showImages: false, resetStyles: false, bundlePath: root + "pagefind/",
                            ranking: ranking,
                            mergeIndex: bundles.map(function (path) { return { bundlePath: root + path, ranking: ranking }; }),
                            // pagefind's own French and Spanish words ("Nettoyer", "Pas de résultat pour zzz") give way to the site's
                            translations: { placeholder: box.dataset.placeholder, clear_search: box.dataset.clear,
                                            zero_results: box.dataset.zero, one_result: box.dataset.one, many_results: box.dataset.many,
                                            searching: box.dataset.searching } });
    // pagefind's input has a placeholder but no name: give it one
    var name = function () {
      var input = box.querySelector("input");
      if (input) { input.setAttribute("aria-label", box.dataset.placeholder); return true; }
      return false;
    };
    if (!name()) { new MutationObserver(function (_, observer) { if (name()) { observer.disconnect(); } }).observe(box, { childList: true, subtree: true }); }
  }

  // an episode's boards step by step: captions, pieces and the round's card and points follow the step
  function replay(section) {
    var last = parseInt(section.dataset.steps, 10);
    var rounds = parseInt(section.dataset.rounds, 10);
    var controls = section.querySelector("[data-part=controls]");
    var slider = controls.querySelector("input[type=range]");
    var output = controls.querySelector("output");
    var play = controls.querySelector("[data-step=play]");
    var now = section.querySelector("[data-part=round-box]");
    var boards = section.querySelector("[data-part=boards]");
    var figures = section.querySelectorAll("[data-part=board][data-seat]");
    var pieces = boards.querySelectorAll("svg [data-round]");
    var steps = document.querySelectorAll("[data-part=rounds] > li[data-step]");
    var ghosts = boards.querySelectorAll("svg [data-ghost]");
    var legend = section.querySelector("[data-part=ghost-legend]");
    var ghostLines = legend ? legend.querySelectorAll("li[data-ghost]") : [];
    var finalActs = Array.prototype.map.call(figures, function (figure) { return part(figure, "caption", "act").innerHTML; });
    var zoom = zoomView(section);
    var timer = null;
    var current = last;

    function caption(figure, index, line) {
      var act = part(figure, "caption", "act");
      var turnAct = line.querySelector("[data-part=act]");
      var points = line.querySelector("[data-part=points]");
      // mid-replay a standing is the state after the step shown, not a result: it says so
      part(figure, "caption", "when").textContent = current === last ? "" : current === 0 ? section.dataset.before
        : section.dataset.after.replace("{n}", Math.min(current, rounds));
      part(figure, "caption", "state").innerHTML = line.querySelector("[data-part=state]").innerHTML;
      act.innerHTML = current === last ? finalActs[index] : (turnAct ? turnAct.innerHTML : "") + (points ? " " + points.textContent : "");
      figure.dataset.act = current === last ? "" : line.dataset.act;
    }

    function show(step, fromHash) {
      current = Math.max(0, Math.min(last, step));
      var round = Math.min(current, rounds);
      pieces.forEach(function (piece) {
        var r = parseInt(piece.dataset.round, 10);
        piece.classList.toggle("future", r > round);
        piece.classList.toggle("now", r === current);
      });
      steps.forEach(function (row) { row.classList.toggle("current", parseInt(row.dataset.step, 10) === current); });
      ghosts.forEach(function (ghost) { ghost.classList.toggle("shown", parseInt(ghost.dataset.ghost, 10) === current); });
      var told = 0;
      ghostLines.forEach(function (line) {
        line.hidden = parseInt(line.dataset.ghost, 10) !== current;
        if (!line.hidden) { told += 1; }
      });
      if (legend) { legend.hidden = told === 0; }
      var row = steps[current];
      figures.forEach(function (figure, index) {
        var line = row.querySelector("[data-seat='" + figure.dataset.seat + "']");
        if (line) { caption(figure, index, line); }
      });
      now.innerHTML = row.innerHTML;
      slider.value = String(current);
      output.textContent = current === 0 ? output.dataset.start : current > rounds ? output.dataset.end : output.dataset.template.replace("{n}", current);
      zoom.refresh();
      if (!fromHash && history.replaceState) { history.replaceState(null, "", current === last ? location.pathname : "#" + row.id); }
    }

    function stop() {
      if (timer) { clearInterval(timer); timer = null; }
      play.setAttribute("aria-pressed", "false");
      play.setAttribute("aria-label", play.dataset.play);
      play.textContent = "▶";
    }

    function start() {
      if (current >= last) { show(0); }
      play.setAttribute("aria-pressed", "true");
      play.setAttribute("aria-label", play.dataset.pause);
      play.textContent = "❚❚";
      timer = setInterval(function () { if (current >= last) { stop(); } else { show(current + 1); } }, 1100);
    }

    function step(by) { stop(); show(current + by); }

    controls.addEventListener("click", function (event) {
      var button = event.target.closest("button");
      var name = button && button.dataset.step;
      if (!name) { return; }
      if (name === "play") { return timer ? stop() : start(); }
      stop();
      show({ first: 0, prev: current - 1, next: current + 1, last: last }[name]);
    });
    slider.addEventListener("input", function () { stop(); show(parseInt(slider.value, 10)); });
    document.addEventListener("keydown", function (event) {
      var tag = (event.target.tagName || "").toLowerCase();
      if (tag === "input" && event.target !== slider || tag === "textarea" || event.metaKey || event.ctrlKey || event.altKey) { return; }
      if (event.key === "ArrowRight") { step(1); event.preventDefault(); }
      if (event.key === "ArrowLeft") { step(-1); event.preventDefault(); }
    });
    swipe(boards, step);
    swipe(zoom.dialog, step);
    figures.forEach(function (figure) {
      var button = part(figure, "caption", "zoom");  // shown from the first paint by the style sheet (.js)
      button.addEventListener("click", function () { zoom.open(figure); });
      figure.querySelector("svg").addEventListener("click", function () { zoom.open(figure); });
    });
    function fromHash() {
      var match = /^#(?:round-(\d+)|end)$/.exec(location.hash);
      if (match) { stop(); show(match[1] === undefined ? last : parseInt(match[1], 10), true); }
    }
    window.addEventListener("hashchange", fromHash);
    show(last, true);
    fromHash();
  }

  // a named part inside a named part: part(figure, "caption", "act")
  function part(root, outer, inner) {
    return root.querySelector("[data-part=" + outer + "] [data-part=" + inner + "]");
  }

  // a horizontal swipe steps the replay: to the left is the next round, as turning a page
  function swipe(area, step) {
    var x0 = null;
    var y0 = 0;
    area.addEventListener("touchstart", function (event) {
      x0 = event.touches.length === 1 ? event.touches[0].clientX : null;
      y0 = event.touches.length === 1 ? event.touches[0].clientY : 0;
    }, { passive: true });
    area.addEventListener("touchend", function (event) {
      if (x0 === null) { return; }
      var dx = event.changedTouches[0].clientX - x0;
      var dy = event.changedTouches[0].clientY - y0;
      x0 = null;
      if (Math.abs(dx) > 40 && Math.abs(dx) > 1.5 * Math.abs(dy)) { step(dx < 0 ? 1 : -1); }
    });
  }

  // one board at full width with its cell names, at least as large as its own units (11 px names)
  function zoomView(section) {
    var dialog = document.createElement("dialog");
    dialog.className = "zoom-view";
    dialog.setAttribute("aria-label", section.dataset.zoom);
    var close = document.createElement("button");
    close.type = "button";
    close.className = "close";
    close.textContent = section.dataset.close;
    var holder = document.createElement("div");
    holder.className = "zoomed";
    dialog.append(close, holder);
    document.body.appendChild(dialog);
    var shown = null;
    close.addEventListener("click", function () { dialog.close(); });
    dialog.addEventListener("close", function () { shown = null; holder.innerHTML = ""; });

    function refresh() {
      if (!shown) { return; }
      holder.innerHTML = "";
      var board = shown.querySelector("svg").cloneNode(true);
      var box = board.viewBox.baseVal;
      holder.append(board, shown.querySelector("[data-part=caption]").cloneNode(true));
      holder.querySelector("[data-part=zoom]").remove();
      // names above the pieces: a covered space is named too
      board.querySelectorAll("text.name").forEach(function (name) { board.appendChild(name); });
      // the whole board in view where the screen allows it, its 12-unit names never below 11 px: a
      // board a little wider than a phone fits rather than losing its last column
      var fit = Math.min(holder.clientWidth, (dialog.clientHeight - 120) * box.width / box.height);
      board.style.width = Math.max(fit, box.width * 11 / 12) + "px";
    }
    return {
      dialog: dialog, refresh: refresh,
      open: function (figure) { shown = figure; dialog.showModal(); refresh(); close.focus(); }
    };
  }

  // the same entry or round in another language: carry the #fragment along
  function keepFragment() {
    document.querySelectorAll("[data-part=languages] a[hreflang]").forEach(function (link) {
      link.addEventListener("click", function () {
        if (location.hash) { link.href = link.href.split("#")[0] + location.hash; }
      });
    });
  }

  whenPainted(search);
  document.addEventListener("DOMContentLoaded", function () {
    keepFragment();
    document.querySelectorAll(".replay[data-rounds]").forEach(replay);
  });
})();
