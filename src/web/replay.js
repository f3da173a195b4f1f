// The replay of a game from the keyboard: the arrow keys follow the page's own links
// (rel=prev, rel=next), Home and End its first and last. Without this script the links work.
document.addEventListener("keydown", function (event) {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) {
    return;
  }
  var rel = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" }[event.key];
  var link = rel && document.querySelector("nav.replay a[rel=" + rel + "]");
  if (link) {
    event.preventDefault();
    window.location.href = link.href;
  }
});

// The move list scrolls on its own beside the board (a wide screen): keep the current move
// in view there, rather than the top of the list after every step.
document.addEventListener("DOMContentLoaded", function () {
  var box = document.querySelector(".movelist");
  var current = box && box.querySelector("[aria-current]");
  if (current && box.scrollHeight > box.clientHeight) {
    box.scrollTop = current.offsetTop - box.offsetTop - box.clientHeight / 2;
  }
});
