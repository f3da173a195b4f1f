// Click to compose (issue 79): the move page (/play) and the setup page (/setup).
//
// What the game is comes from the link's fragment (location.hash; src/compose.rs documents
// its format), which the browser never sends to the server; this script sends nothing
// either. Its answer is a mailto: link (RFC 6068) to the player's reply address, with the
// board mail's subject and the move or the army as the body: the player presses send in
// their own mail program, and the server decides as for any reply. The words it shows are
// the page's (data- attributes of #compose), each game's board and army the page's
// (#variants, from the rules). Legal targets: steps, Scout runs over empty squares, never
// into a lake or onto an own piece; the two-squares and more-squares rules are the server's.
(function () {
  "use strict";
  var page = document.getElementById("compose");
  if (!page) {
    return;
  }
  var words = page.dataset;
  var params = new URLSearchParams(window.location.hash.slice(1));
  var FILES = "abcdefghijklmnopqrstuvwxyz";
  var status = document.getElementById("status");
  var boardEl = document.getElementById("board");
  var write = document.getElementById("write");
  var preview = document.getElementById("preview");

  function say(text) {
    status.textContent = text;
  }

  function variant(name) {
    var items = document.querySelectorAll("#variants li");
    for (var i = 0; i < items.length; i++) {
      if (items[i].dataset.g === name) {
        var d = items[i].dataset;
        return {
          name: d.g,
          w: parseInt(d.w, 10),
          h: parseInt(d.h, 10),
          rows: parseInt(d.r, 10),
          board: d.b,
          army: d.a,
          domino: d.a === ""
        };
      }
    }
    return null;
  }

  // A square's name: file letter and row number (a1 is index 0).
  function nameOf(v, i) {
    return FILES.charAt(i % v.w) + String(Math.floor(i / v.w) + 1);
  }

  // How a piece is shown: a rank's letter, a tile as attack-defence.
  function label(v, token) {
    return v.domino ? token.charAt(0) + "-" + token.charAt(1) : token;
  }

  // The next token of a board or hand from `at`: one letter, or a tile's two digits.
  function token(v, text, at) {
    var n = v.domino ? 2 : 1;
    var t = text.substr(at, n);
    var ok = v.domino ? /^[0-6][0-6]$/.test(t) : /^[1-9SBF]$/.test(t);
    return ok ? t : null;
  }

  // The fragment's board: one cell a square, row 1 first, or null when it does not read.
  function readBoard(v, text) {
    var cells = [];
    var at = 0;
    while (at < text.length) {
      var c = text.charAt(at);
      if (c === ".") {
        cells.push({ kind: "empty" });
        at += 1;
      } else if (c === "~") {
        cells.push({ kind: "lake" });
        at += 1;
      } else if (c === "x") {
        cells.push({ kind: "enemy", rank: null });
        at += 1;
      } else if (c === "y") {
        var shown = token(v, text, at + 1);
        if (shown === null) {
          return null;
        }
        cells.push({ kind: "enemy", rank: shown });
        at += 1 + shown.length;
      } else {
        var own = token(v, text, at);
        if (own === null) {
          return null;
        }
        cells.push({ kind: "own", rank: own });
        at += own.length;
      }
    }
    return cells.length === v.w * v.h ? cells : null;
  }

  // The order the squares are shown in, top left first: the player's side at the bottom
  // unless Red is always at the bottom.
  function displayOrder(v, turned) {
    var order = [];
    for (var row = 0; row < v.h; row++) {
      var r = turned ? row : v.h - 1 - row;
      for (var col = 0; col < v.w; col++) {
        var f = turned ? v.w - 1 - col : col;
        order.push(r * v.w + f);
      }
    }
    return order;
  }

  // A mailto: URI (RFC 6068): the address as it is (its + and @ encoded where they could
  // be misread), subject and body percent-encoded, line breaks as CRLF.
  function mailto(to, subject, body) {
    return "mailto:" + encodeURIComponent(to).replace(/%40/g, "@") +
      "?subject=" + encodeURIComponent(subject) +
      "&body=" + encodeURIComponent(body.replace(/\r?\n/g, "\r\n"));
  }

  // The reply address and subject of the fragment, checked; null when they do not read.
  function reply() {
    var to = params.get("to") || "";
    var subject = (params.get("s") || "").replace(/[\r\n]+/g, " ").slice(0, 200);
    if (!/^[^\s@<>()",;:\\[\]]+@[A-Za-z0-9.-]+$/.test(to)) {
      return null;
    }
    return { to: to, subject: subject };
  }

  // Shows the mail to be written (or the text to copy) and arms the link.
  function ready(address, body) {
    if (address) {
      write.href = mailto(address.to, address.subject, body);
      write.removeAttribute("aria-disabled");
      preview.textContent = words.to + " " + address.to + "\n" + words.subject + " " +
        address.subject + "\n\n" + body;
    } else {
      preview.textContent = body;
    }
  }

  function notReady() {
    write.removeAttribute("href");
    write.setAttribute("aria-disabled", "true");
    preview.textContent = "";
  }

  function broken() {
    say(words.broken);
    notReady();
  }

  function button(cls, text, title) {
    var b = document.createElement("button");
    b.type = "button";
    b.className = cls;
    b.textContent = text;
    if (title) {
      b.title = title;
      b.setAttribute("aria-label", title);
    }
    return b;
  }

  // ---- /play ----------------------------------------------------------------------------

  function play() {
    var v = variant(params.get("g"));
    var side = params.get("c");
    var address = reply();
    var ply = params.get("n") || "";
    if (!v || (side !== "r" && side !== "b") || !address || !/^[0-9]{1,6}$/.test(ply)) {
      return broken();
    }
    var cells = readBoard(v, params.get("b") || "");
    if (!cells) {
      return broken();
    }
    var mine = side === "r" ? "red" : "blue";
    var theirs = side === "r" ? "blue" : "red";
    var scoutStrikes = params.get("ns") !== "1";
    var order = displayOrder(v, params.get("f") !== "0" && side === "b");
    var from = null;
    var to = null;
    var buttons = [];
    // The last move's squares, marked as the mail marks them.
    var last = (params.get("l") || "").split(/[-x]/);

    // Where the piece on `i` may go: a step, or a Scout's run over empty squares; never a
    // lake, never an own piece; an enemy piece ends the line and may be struck.
    function targets(i) {
      var cell = cells[i];
      if (cell.kind !== "own") {
        return [];
      }
      var how = v.domino ? "step" : cell.rank === "B" || cell.rank === "F" ? "never" :
        cell.rank === "9" ? "line" : "step";
      var out = [];
      if (how === "never") {
        return out;
      }
      var f0 = i % v.w;
      var r0 = Math.floor(i / v.w);
      [[0, 1], [0, -1], [1, 0], [-1, 0]].forEach(function (d) {
        var f = f0 + d[0];
        var r = r0 + d[1];
        var run = 1;
        while (f >= 0 && f < v.w && r >= 0 && r < v.h) {
          var there = cells[r * v.w + f];
          if (there.kind === "lake" || there.kind === "own") {
            break;
          }
          if (there.kind === "enemy") {
            if (run === 1 || scoutStrikes) {
              out.push(r * v.w + f);
            }
            break;
          }
          out.push(r * v.w + f);
          if (how === "step") {
            break;
          }
          f += d[0];
          r += d[1];
          run += 1;
        }
      });
      return out;
    }

    function draw() {
      var marked = from === null ? [] : targets(from);
      order.forEach(function (i, k) {
        var b = buttons[k];
        var cell = cells[i];
        var cls = cell.kind === "lake" ? "lake" : cell.kind === "own" ? mine :
          cell.kind === "enemy" ? theirs : "";
        if (last.length === 2 && last.indexOf(nameOf(v, i)) >= 0) {
          cls += " last";
        }
        if (i === from) {
          cls += " chosen";
        }
        if (marked.indexOf(i) >= 0) {
          cls += i === to ? " moved" : " target";
        }
        b.className = cls;
      });
      if (from !== null && to !== null) {
        var move = nameOf(v, from) + "-" + nameOf(v, to) + "#" + ply;
        say(words.ready);
        ready(address, move + "\n");
      } else {
        notReady();
        say(from === null ? words.pick : marked.length ? words.square : words.cannot);
      }
    }

    function click(i) {
      var cell = cells[i];
      if (cell.kind === "own") {
        from = i === from ? null : i;
        to = null;
      } else if (from !== null && targets(from).indexOf(i) >= 0) {
        to = i;
      }
      draw();
    }

    boardEl.style.gridTemplateColumns = "repeat(" + v.w + ", 1fr)";
    order.forEach(function (i) {
      var cell = cells[i];
      var text = cell.kind === "own" ? label(v, cell.rank) : cell.kind === "enemy" ?
        (cell.rank ? label(v, cell.rank) : "?") : "";
      var b = button("", text, nameOf(v, i) + (text ? " " + text : ""));
      b.dataset.square = nameOf(v, i);
      if (cell.kind === "lake") {
        b.disabled = true;
      }
      b.addEventListener("click", function () {
        click(i);
      });
      buttons.push(b);
      boardEl.appendChild(b);
    });
    draw();
  }

  // ---- /setup ---------------------------------------------------------------------------

  function setup() {
    var tray = document.getElementById("tray");
    var trayLabel = document.getElementById("traylabel");
    var turn = document.getElementById("turn");
    var alone = !params.get("to");
    var address = alone ? null : reply();
    var v = variant(params.get("g") || "classic");
    var side = params.get("c") || "r";
    if (!v || (side !== "r" && side !== "b") || (!alone && !address)) {
      return broken();
    }
    var pieces = [];
    if (v.domino) {
      var hand = params.get("a") || "";
      for (var at = 0; at < hand.length; at += 2) {
        var t = token(v, hand, at);
        if (t === null) {
          return broken();
        }
        pieces.push(t);
      }
      if (pieces.length === 0) {
        return broken();
      }
    } else {
      pieces = v.army.split("");
    }
    if (alone) {
      document.getElementById("alone").hidden = false;
      document.getElementById("kinds").hidden = false;
      write.hidden = true;
      document.getElementById("previewlabel").hidden = true;
      var kind = document.getElementById("kind");
      kind.value = v.name;
      kind.addEventListener("change", function () {
        window.location.hash = "g=" + encodeURIComponent(kind.value);
        window.location.reload();
      });
    }
    turn.hidden = !v.domino;
    var mine = side === "r" ? "red" : "blue";
    // The setup squares in deploy order: the front row first, each row from the player's
    // own left.
    var home = [];
    for (var k = 0; k < v.rows; k++) {
      for (var c = 0; c < v.w; c++) {
        home.push(side === "r" ? (v.rows - 1 - k) * v.w + c :
          (v.h - v.rows + k) * v.w + (v.w - 1 - c));
      }
    }
    var placed = {}; // square index -> token
    var waiting = []; // tokens not on the board
    var chosen = null; // {square: i} or {tray: k}
    var order = displayOrder(v, params.get("f") !== "0" && side === "b");
    var buttons = {};

    function isHome(i) {
      return home.indexOf(i) >= 0;
    }

    function shuffle(list) {
      for (var i = list.length - 1; i > 0; i--) {
        var j = Math.floor(Math.random() * (i + 1));
        var x = list[i];
        list[i] = list[j];
        list[j] = x;
      }
      return list;
    }

    function turned(t) {
      return t.charAt(1) + t.charAt(0);
    }

    function auto() {
      var all = waiting.slice();
      Object.keys(placed).forEach(function (i) {
        all.push(placed[i]);
      });
      var squares = shuffle(home.slice());
      placed = {};
      shuffle(all).forEach(function (t, n) {
        placed[squares[n]] = v.domino && Math.random() < 0.5 ? turned(t) : t;
      });
      waiting = [];
      chosen = null;
      draw();
    }

    function clear() {
      Object.keys(placed).forEach(function (i) {
        waiting.push(placed[i]);
      });
      placed = {};
      chosen = null;
      draw();
    }

    // The army as its rows, front row first: letters (a . for an empty square of a sparse
    // army), or tiles separated by spaces.
    function armyText() {
      var lines = [];
      for (var k = 0; k < v.rows; k++) {
        var row = home.slice(k * v.w, (k + 1) * v.w).map(function (i) {
          return placed[i] === undefined ? "." : placed[i];
        });
        lines.push(row.join(v.domino ? " " : ""));
      }
      return lines.join("\n") + "\n";
    }

    function draw() {
      order.forEach(function (i) {
        var b = buttons[i];
        var t = placed[i];
        var cls = t !== undefined ? mine : isHome(i) ? "home" : v.board.charAt(i) === "~" ? "lake" : "";
        if (chosen && chosen.square === i) {
          cls += " chosen";
        }
        b.className = cls;
        b.textContent = t === undefined ? "" : label(v, t);
        var title = nameOf(v, i) + (t === undefined ? "" : " " + label(v, t));
        b.title = title;
        b.setAttribute("aria-label", title);
      });
      tray.textContent = "";
      waiting.forEach(function (t, k) {
        var b = button(mine + (chosen && chosen.tray === k ? " chosen" : ""), label(v, t),
          label(v, t));
        b.addEventListener("click", function () {
          chosen = chosen && chosen.tray === k ? null : { tray: k };
          draw();
        });
        tray.appendChild(b);
      });
      trayLabel.hidden = waiting.length === 0;
      if (waiting.length > 0) {
        notReady();
        say(words.placeall);
      } else if (alone) {
        say(words.armytext);
        ready(null, armyText());
      } else {
        say(words.armyready);
        ready(address, armyText());
      }
    }

    function click(i) {
      if (!isHome(i)) {
        return;
      }
      if (chosen === null) {
        chosen = { square: i };
      } else if (chosen.square === i) {
        chosen = null;
      } else if (chosen.square !== undefined) {
        var a = placed[chosen.square];
        var b = placed[i];
        delete placed[chosen.square];
        delete placed[i];
        if (b !== undefined) {
          placed[chosen.square] = b;
        }
        if (a !== undefined) {
          placed[i] = a;
        }
        chosen = null;
      } else {
        var t = waiting.splice(chosen.tray, 1)[0];
        if (placed[i] !== undefined) {
          waiting.push(placed[i]);
        }
        placed[i] = t;
        chosen = null;
      }
      draw();
    }

    boardEl.style.gridTemplateColumns = "repeat(" + v.w + ", 1fr)";
    order.forEach(function (i) {
      var b = button("", "", nameOf(v, i));
      b.dataset.square = nameOf(v, i);
      if (!isHome(i)) {
        b.disabled = true;
      }
      b.addEventListener("click", function () {
        click(i);
      });
      buttons[i] = b;
      boardEl.appendChild(b);
    });
    document.getElementById("auto").addEventListener("click", auto);
    document.getElementById("clear").addEventListener("click", clear);
    turn.addEventListener("click", function () {
      if (chosen && chosen.square !== undefined && placed[chosen.square] !== undefined) {
        placed[chosen.square] = turned(placed[chosen.square]);
      } else if (chosen && chosen.tray !== undefined) {
        waiting[chosen.tray] = turned(waiting[chosen.tray]);
      }
      draw();
    });
    waiting = pieces;
    auto();
  }

  if (page.dataset.page === "play") {
    play();
  } else {
    setup();
  }
})();
