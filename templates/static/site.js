// chronicle: the search box, and the round-by-round replay of an episode's boards.
(function () {
  "use strict";

  // the reference pages' bundle, merged with one bundle per campaign (see bundles.json)
  function search() {
    var box = document.getElementById("search");
    if (!box || !window.PagefindUI) { return; }
    var root = box.dataset.root;
    fetch(root + "pagefind/bundles.json")
      .then(function (response) { return response.ok ? response.json() : []; })
      .catch(function () { return []; })
      .then(function (bundles) { searchBox(box, root, bundles); });
  }

  function searchBox(box, root, bundles) {
    new window.PagefindUI({ element: box, showSubResults: true, resetStyles: false, bundlePath: root + "pagefind/",
                            mergeIndex: bundles.map(function (path) { return { bundlePath: root + path }; }),
                            translations: { placeholder: box.dataset.placeholder } });
    // pagefind's input has a placeholder but no name: give it one
    var name = function () {
      var input = box.querySelector("input");
      if (input) { input.setAttribute("aria-label", box.dataset.placeholder); return true; }
      return false;
    };
    if (!name()) { new MutationObserver(function (_, observer) { if (name()) { observer.disconnect(); } }).observe(box, { childList: true, subtree: true }); }
  }

  function replay(section) {
    var total = parseInt(section.dataset.rounds, 10);
    var controls = section.querySelector(".controls");
    var slider = controls.querySelector("input[type=range]");
    var output = controls.querySelector("output");
    var play = controls.querySelector("[data-step=play]");
    var cardBox = controls.querySelector(".current-card");
    var pieces = section.querySelectorAll(".piece[data-round]");
    var rows = document.querySelectorAll(".rounds li[data-round]");
    var timer = null;
    var current = total;

    function show(round, fromHash) {
      current = Math.max(0, Math.min(total, round));
      pieces.forEach(function (piece) {
        var r = parseInt(piece.dataset.round, 10);
        piece.classList.toggle("future", r > current);
        piece.classList.toggle("now", r === current);
      });
      rows.forEach(function (row) { row.classList.toggle("current", parseInt(row.dataset.round, 10) === current); });
      slider.value = String(current);
      output.textContent = current === 0 ? output.dataset.start : output.dataset.template.replace("{n}", current);
      cardBox.innerHTML = "";
      var row = document.getElementById("round-" + current);
      var art = row && row.querySelector(".card-art svg");
      if (art) { cardBox.appendChild(art.cloneNode(true)); }
      if (!fromHash && history.replaceState) { history.replaceState(null, "", current === total ? location.pathname : "#round-" + current); }
    }

    function stop() {
      if (timer) { clearInterval(timer); timer = null; }
      play.setAttribute("aria-pressed", "false");
      play.setAttribute("aria-label", play.dataset.play);
      play.textContent = "▶";
    }

    function start() {
      if (current >= total) { show(0); }
      play.setAttribute("aria-pressed", "true");
      play.setAttribute("aria-label", play.dataset.pause);
      play.textContent = "❚❚";
      timer = setInterval(function () { if (current >= total) { stop(); } else { show(current + 1); } }, 1100);
    }

    controls.hidden = false;
    controls.addEventListener("click", function (event) {
      var step = event.target.closest("button") && event.target.closest("button").dataset.step;
      if (!step) { return; }
      if (step === "play") { return timer ? stop() : start(); }
      stop();
      show({ first: 0, prev: current - 1, next: current + 1, last: total }[step]);
    });
    slider.addEventListener("input", function () { stop(); show(parseInt(slider.value, 10)); });
    document.addEventListener("keydown", function (event) {
      var tag = (event.target.tagName || "").toLowerCase();
      if (tag === "input" && event.target !== slider || tag === "textarea" || event.metaKey || event.ctrlKey || event.altKey) { return; }
      if (event.key === "ArrowRight") { stop(); show(current + 1); event.preventDefault(); }
      if (event.key === "ArrowLeft") { stop(); show(current - 1); event.preventDefault(); }
    });
    function fromHash() {
      var match = /^#round-(\d+)$/.exec(location.hash);
      if (match) { stop(); show(parseInt(match[1], 10), true); }
    }
    window.addEventListener("hashchange", fromHash);
    show(total, true);
    fromHash();
  }

  // the same entry or round in another language: carry the #fragment along
  function keepFragment() {
    document.querySelectorAll(".languages a[hreflang]").forEach(function (link) {
      link.addEventListener("click", function () {
        if (location.hash) { link.href = link.href.split("#")[0] + location.hash; }
      });
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    search();
    keepFragment();
    document.querySelectorAll(".replay[data-rounds]").forEach(replay);
  });
})();
