// Unblocker Studio: the page. Every action asks the studio server, which calls the same
// library code as the command line; this file only shows and edits.
"use strict";

const token = document.querySelector('meta[name="studio-token"]').content;
const app = document.getElementById("app");

// ---------------------------------------------------------------- helpers

function el(tag, attributes, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes || {})) {
    if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (value !== undefined && value !== null && value !== false) node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

const SVG = "http://www.w3.org/2000/svg";
function svg(tag, attributes, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attributes || {})) {
    if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (value !== undefined && value !== null) node.setAttribute(key, value);
  }
  for (const child of children.flat()) if (child) node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  return node;
}

function say(text, isError) {
  const message = document.getElementById("message");
  message.textContent = text || "";
  message.className = isError ? "error" : "";
}

class StudioError extends Error {
  constructor(message, status, kind) { super(message); this.status = status; this.kind = kind; }
}

// GET (no body) or POST a JSON body; JSON answers, errors as StudioError with the server's message.
async function api(path, body) {
  const options = body === undefined ? {} : {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Studio-Token": token },
    body: JSON.stringify(body),
  };
  const response = await fetch(path, options);
  const type = response.headers.get("Content-Type") || "";
  if (!response.ok) {
    let message = response.statusText, kind = "http";
    if (type.startsWith("application/json")) {
      const answer = await response.json();
      message = answer.error || message; kind = answer.kind || kind;
    }
    throw new StudioError(message, response.status, kind);
  }
  return type.startsWith("application/json") ? response.json() : response.blob();
}

const fileURL = (route, file) => `${route}?file=${encodeURIComponent(file)}`;
/** An exit as the notation writes it (`right:2`); results give it as `{side, row}`. */
const exitText = (exit) => (exit && typeof exit === "object" ? `${exit.side}:${exit.row}` : exit || "");

// ---------------------------------------------------------------- boards

// A board is 36 characters: "o" empty, "x" fixed, "A" the prisoner, other capitals one block each.
const Board = {
  empty: () => "o".repeat(36),
  blocks(notation) {
    const found = new Map();
    [...notation].forEach((ch, index) => {
      if (ch === "o" || ch === ".") return;
      const row = Math.floor(index / 6), column = index % 6;
      if (ch === "x") { found.set(`x${index}`, { letter: "x", row, column, width: 1, height: 1, cells: [index] }); return; }
      const block = found.get(ch);
      if (!block) { found.set(ch, { letter: ch, row, column, width: 1, height: 1, cells: [index] }); return; }
      block.cells.push(index);
      block.width = Math.max(block.width, column - block.column + 1);
      block.height = Math.max(block.height, row - block.row + 1);
    });
    return [...found.values()];
  },
  freeLetter(notation) {
    for (const ch of "BCDEFGHIJKLMNPQRSTUVWYZ") if (!notation.includes(ch)) return ch;
    return null;
  },
  set(notation, cells, ch) {
    const chars = [...notation];
    for (const index of cells) chars[index] = ch;
    return chars.join("");
  },
};

function parseExit(text) {
  const [side, row] = (text || "right:2").split(":");
  return { side, row: Number(row) };
}

// ---------------------------------------------------------------- board editor

// Edits a board: drag across empty tiles to draw a block, click to select, arrows to move,
// Delete to remove; fixed tiles, the prisoner, the exit and "reject" from the toolbar. Each
// change is checked by the server (the Puzzle rules) and can be undone.
class BoardEditor {
  constructor({ board, exit, reject, note, onChange }) {
    this.state = { board: board || Board.empty(), exit: exit || "right:2", reject: !!reject, note: note || "" };
    this.undoStack = []; this.redoStack = [];
    this.selected = null; this.fixedMode = false;
    this.onChange = onChange || (() => {});
    this.size = 360; this.tile = this.size / 6;
    this.root = el("div", { class: "editor" });
    this.build();
    this.render();
  }

  build() {
    const exit = parseExit(this.state.exit);
    this.side = el("select", { id: "exit-side", onchange: () => this.setExit() },
      el("option", { value: "right" }, "right"), el("option", { value: "left" }, "left"));
    this.row = el("select", { id: "exit-row", onchange: () => this.setExit() },
      [0, 1, 2, 3, 4, 5].map((r) => el("option", { value: r }, `row ${r}`)));
    this.side.value = exit.side; this.row.value = exit.row;
    this.rejectBox = el("input", { type: "checkbox", id: "reject", onchange: () => this.change({ reject: this.rejectBox.checked }) });
    this.fixedButton = el("button", { id: "tool-fixed", onclick: () => { this.fixedMode = !this.fixedMode; this.render(); } }, "Fixed tile tool");
    const move = (dr, dc, label, id) => el("button", { id, title: `move the selected block ${label}`, onclick: () => this.move(dr, dc) }, label);
    this.surface = svg("svg", { width: this.size + 24, height: this.size + 24, viewBox: `-12 -12 ${this.size + 24} ${this.size + 24}`, id: "board-editor" });
    this.surface.addEventListener("pointerdown", (event) => this.pointerDown(event));
    this.surface.addEventListener("pointermove", (event) => this.pointerMove(event));
    this.surface.addEventListener("pointerup", (event) => this.pointerUp(event));
    this.checkLine = el("div", { class: "check", id: "board-check" });
    this.notationLine = el("div", { class: "notation", id: "notation" });
    this.noteBox = el("textarea", { id: "note", rows: 2, placeholder: "note (optional)", onchange: () => this.change({ note: this.noteBox.value }) });
    this.noteBox.value = this.state.note;
    this.root.append(
      el("div", { class: "toolbar" },
        el("button", { id: "undo", onclick: () => this.undo() }, "Undo"),
        el("button", { id: "redo", onclick: () => this.redo() }, "Redo"),
        el("button", { id: "delete-block", onclick: () => this.remove() }, "Delete"),
        el("button", { id: "make-prisoner", onclick: () => this.makePrisoner() }, "Prisoner"),
        this.fixedButton,
        move(0, -1, "←", "move-left"), move(0, 1, "→", "move-right"), move(-1, 0, "↑", "move-up"), move(1, 0, "↓", "move-down")),
      el("div", { class: "toolbar" }, "Exit", this.side, this.row,
        el("label", {}, this.rejectBox, " reject (not a puzzle screen)"),
        el("button", { onclick: () => this.change({ board: Board.empty() }) }, "Clear")),
      this.surface, this.checkLine, this.notationLine, this.noteBox);
    this.root.tabIndex = 0;
    this.root.addEventListener("keydown", (event) => this.key(event));
  }

  // One edit: remembered for undo, drawn, checked.
  change(patch) {
    const next = { ...this.state, ...patch };
    if (JSON.stringify(next) === JSON.stringify(this.state)) return;
    this.undoStack.push(this.state); this.redoStack = [];
    this.state = next;
    this.render();
  }

  undo() { if (this.undoStack.length) { this.redoStack.push(this.state); this.state = this.undoStack.pop(); this.render(); } }
  redo() { if (this.redoStack.length) { this.undoStack.push(this.state); this.state = this.redoStack.pop(); this.render(); } }

  load(state) {
    this.state = { board: state.board || Board.empty(), exit: state.exit || "right:2", reject: !!state.reject, note: state.note || "" };
    this.undoStack = []; this.redoStack = []; this.selected = null;
    this.render();
  }

  setExit() { this.change({ exit: `${this.side.value}:${this.row.value}` }); }

  cellAt(event) {
    const point = this.surface.createSVGPoint();
    point.x = event.clientX; point.y = event.clientY;
    const local = point.matrixTransform(this.surface.getScreenCTM().inverse());
    const column = Math.floor(local.x / this.tile), row = Math.floor(local.y / this.tile);
    if (row < 0 || row > 5 || column < 0 || column > 5) return null;
    return row * 6 + column;
  }

  pointerDown(event) {
    const index = this.cellAt(event);
    if (index === null || this.state.reject) return;
    const ch = this.state.board[index];
    if (this.fixedMode) {
      if (ch === "o") this.change({ board: Board.set(this.state.board, [index], "x") });
      else if (ch === "x") this.change({ board: Board.set(this.state.board, [index], "o") });
      return;
    }
    if (ch !== "o") { this.selected = ch === "x" ? null : ch; this.render(); return; }
    this.drag = { start: index, end: index };
    this.surface.setPointerCapture(event.pointerId);
    this.render();
  }

  pointerMove(event) {
    if (!this.drag) return;
    const index = this.cellAt(event);
    if (index !== null && index !== this.drag.end) { this.drag.end = index; this.render(); }
  }

  pointerUp() {
    if (!this.drag) return;
    const cells = this.dragCells();
    this.drag = null;
    if (cells && cells.length >= 2 && cells.every((i) => this.state.board[i] === "o")) {
      const letter = Board.freeLetter(this.state.board);
      if (letter) { this.selected = letter; this.change({ board: Board.set(this.state.board, cells, letter) }); return; }
    }
    this.render();
  }

  // The straight run of 2-3 tiles the drag covers (null when it is not straight).
  dragCells() {
    const { start, end } = this.drag;
    const r0 = Math.floor(start / 6), c0 = start % 6, r1 = Math.floor(end / 6), c1 = end % 6;
    if (r0 !== r1 && c0 !== c1) return null;
    const cells = [];
    if (r0 === r1) for (let c = Math.min(c0, c1); c <= Math.max(c0, c1); c++) cells.push(r0 * 6 + c);
    else for (let r = Math.min(r0, r1); r <= Math.max(r0, r1); r++) cells.push(r * 6 + c0);
    return cells.length <= 3 ? cells : null;
  }

  remove() {
    if (!this.selected) return;
    const block = Board.blocks(this.state.board).find((b) => b.letter === this.selected);
    this.selected = null;
    if (block) this.change({ board: Board.set(this.state.board, block.cells, "o") });
  }

  makePrisoner() {
    if (!this.selected || this.selected === "A") return;
    let board = this.state.board;
    const old = Board.blocks(board).find((b) => b.letter === "A");
    const block = Board.blocks(board).find((b) => b.letter === this.selected);
    if (!block) return;
    if (old) board = Board.set(board, old.cells, this.selected);
    board = Board.set(board, block.cells, "A");
    this.selected = "A";
    const patch = { board };
    if (block.height === 1) {
      patch.exit = `${parseExit(this.state.exit).side}:${block.row}`;
      this.row.value = block.row;
    }
    this.change(patch);
  }

  // Moves the selected block one tile, when the tile it moves into is free.
  move(dr, dc) {
    if (!this.selected) return;
    const block = Board.blocks(this.state.board).find((b) => b.letter === this.selected);
    if (!block) return;
    const target = block.cells.map((i) => [Math.floor(i / 6) + dr, (i % 6) + dc]);
    if (target.some(([r, c]) => r < 0 || r > 5 || c < 0 || c > 5)) return;
    const indices = target.map(([r, c]) => r * 6 + c);
    if (indices.some((i) => !["o", block.letter].includes(this.state.board[i]))) return;
    let board = Board.set(this.state.board, block.cells, "o");
    board = Board.set(board, indices, block.letter);
    this.change({ board });
  }

  key(event) {
    const moves = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
    if ((event.ctrlKey || event.metaKey) && event.key === "z") { this.undo(); event.preventDefault(); }
    else if ((event.ctrlKey || event.metaKey) && event.key === "y") { this.redo(); event.preventDefault(); }
    else if (event.key === "Delete" || event.key === "Backspace") { this.remove(); event.preventDefault(); }
    else if (moves[event.key]) { this.move(...moves[event.key]); event.preventDefault(); }
  }

  render() {
    const t = this.tile, s = this.size, surface = this.surface;
    surface.replaceChildren();
    for (let i = 0; i < 36; i++) {
      surface.append(svg("rect", { x: (i % 6) * t + 1, y: Math.floor(i / 6) * t + 1, width: t - 2, height: t - 2, rx: 4, fill: "#4a2e1a" }));
    }
    const exit = parseExit(this.state.exit);
    const gapX = exit.side === "right" ? s + 2 : -12;
    surface.append(svg("rect", { x: gapX, y: exit.row * t + 6, width: 10, height: t - 12, fill: "#f3e3cf", class: "chute" }));
    if (!this.state.reject) {
      for (const block of Board.blocks(this.state.board)) {
        const fill = block.letter === "A" ? "#c8321e" : block.letter === "x" ? "#8a7b6c" : "#e0a55a";
        const group = svg("g", { class: "block", "data-letter": block.letter });
        group.append(svg("rect", {
          x: block.column * t + 3, y: block.row * t + 3, width: block.width * t - 6, height: block.height * t - 6, rx: 7,
          fill, stroke: block.letter === this.selected ? "#3fa9f5" : "#5a3a1e", "stroke-width": block.letter === this.selected ? 4 : 1.5,
        }));
        if (block.letter !== "x") group.append(svg("text", { x: block.column * t + block.width * t / 2, y: block.row * t + block.height * t / 2 + 6, "text-anchor": "middle", "font-size": 18, fill: "#3b2414", "pointer-events": "none" }, block.letter));
        surface.append(group);
      }
      if (this.drag) {
        const cells = this.dragCells() || [];
        for (const i of cells) surface.append(svg("rect", { x: (i % 6) * t + 4, y: Math.floor(i / 6) * t + 4, width: t - 8, height: t - 8, rx: 6, fill: "rgba(63,169,245,.5)" }));
      }
    }
    this.fixedButton.classList.toggle("primary", this.fixedMode);
    this.rejectBox.checked = this.state.reject;
    const exitNow = parseExit(this.state.exit);
    this.side.value = exitNow.side; this.row.value = exitNow.row;
    this.notationLine.textContent = this.state.reject ? "reject" : `${this.state.board} ${this.state.exit}`;
    this.scheduleCheck();
    this.onChange(this.state);
  }

  scheduleCheck() {
    clearTimeout(this.checkTimer);
    if (this.state.reject) { this.showCheck(true, "a reject: the scanner must refuse this image"); return; }
    this.checkTimer = setTimeout(async () => {
      const asked = this.state;
      try {
        const answer = await api("/api/check", { board: asked.board, exit: asked.exit });
        if (asked === this.state) this.showCheck(answer.valid, answer.valid ? "a legal puzzle" : answer.problem);
      } catch (error) { this.showCheck(false, error.message); }
    }, 120);
  }

  showCheck(ok, text) {
    this.valid = ok;
    this.checkLine.textContent = (ok ? "✓ " : "✗ ") + text;
    this.checkLine.className = `check ${ok ? "ok" : "bad"}`;
  }
}

// ---------------------------------------------------------------- solution player

// Solves a board on the server and plays the optimal solution in the game's look: step
// forward and back, play and pause, speed, reset, the move list, and an animated WebP.
class Player {
  constructor() {
    this.size = 360; this.tile = this.size / 6;
    this.canvas = el("canvas", { width: this.size + 40, height: this.size + 40, id: "player-canvas" });
    this.status = el("div", { id: "player-status", class: "muted" }, "Solve a board to play its solution.");
    this.list = el("ol", { class: "moves", id: "move-list" });
    this.speed = el("select", { id: "speed" }, [["0.5", "½×"], ["1", "1×"], ["2", "2×"], ["4", "4×"], ["16", "16×"]].map(([v, t]) => el("option", { value: v }, t)));
    this.speed.value = "1";
    this.playButton = el("button", { id: "play", onclick: () => this.toggle() }, "Play");
    this.themes = el("select", { id: "animation-theme" });
    api("/api/themes").then((names) => { for (const name of names) this.themes.append(el("option", { value: name }, name)); this.themes.value = names.includes("original-2") ? "original-2" : names[0]; }).catch(() => {});
    this.download = el("button", { id: "download-webp", onclick: () => this.animation() }, "Animated WebP");
    this.root = el("div", { class: "player" },
      el("div", { class: "toolbar" },
        el("button", { id: "reset", onclick: () => this.go(0) }, "Reset"),
        el("button", { id: "step-back", onclick: () => this.go(this.step - 1) }, "◀ Back"),
        this.playButton,
        el("button", { id: "step-forward", onclick: () => this.go(this.step + 1) }, "Forward ▶"),
        "Speed", this.speed),
      this.canvas, this.status, this.list,
      el("div", { class: "toolbar" }, "Theme", this.themes, this.download));
    this.solution = null; this.step = 0; this.playing = false;
    this.draw();
  }

  async solve(board, exit) {
    this.pause();
    this.status.textContent = "solving…";
    try {
      const answer = await api("/api/solve", { board, exit });
      this.solution = answer; this.step = 0;
      this.list.replaceChildren(...answer.moves.map((m, i) => el("li", { onclick: () => this.go(i + 1) }, `${m.block} ${m.direction} ${m.distance}`)));
      this.root.dataset.moves = answer.moves.length;
      this.go(0);
      if (!answer.solvable) this.status.textContent = `no solution (${answer.examinedPositions} positions examined)`;
    } catch (error) {
      this.solution = null;
      this.status.textContent = error.message;
      this.draw();
    }
  }

  go(step) {
    if (!this.solution) return;
    this.step = Math.max(0, Math.min(step, this.solution.moves.length));
    this.root.dataset.step = this.step;
    [...this.list.children].forEach((li, i) => li.classList.toggle("current", i === this.step - 1));
    const current = this.list.children[this.step - 1];
    if (current) current.scrollIntoView({ block: "nearest" });
    const total = this.solution.moves.length;
    this.status.textContent = this.solution.solvable
      ? `move ${this.step} of ${total}${this.step === total ? " — solved" : ""}`
      : "no solution";
    this.draw(this.solution.boards[this.step]);
  }

  toggle() { if (this.playing) this.pause(); else this.play(); }

  pause() { this.playing = false; this.playButton.textContent = "Play"; cancelAnimationFrame(this.frame); }

  // Slides the block of each move from one board to the next, then the next move.
  play() {
    if (!this.solution || !this.solution.solvable) return;
    if (this.step >= this.solution.moves.length) this.go(0);
    this.playing = true; this.playButton.textContent = "Pause";
    let start = null;
    const tick = (now) => {
      if (!this.playing) return;
      if (start === null) start = now;
      const duration = 400 / Number(this.speed.value);
      const t = Math.min(1, (now - start) / duration);
      const move = this.solution.moves[this.step];
      this.draw(this.solution.boards[this.step], move && { letter: move.block, to: this.solution.boards[this.step + 1], t: t * t * (3 - 2 * t) });
      if (t >= 1) {
        this.go(this.step + 1); start = null;
        if (this.step >= this.solution.moves.length) { this.pause(); return; }
      }
      this.frame = requestAnimationFrame(tick);
    };
    this.frame = requestAnimationFrame(tick);
  }

  draw(board, sliding) {
    const c = this.canvas.getContext("2d"), t = this.tile, m = 20;
    c.fillStyle = "#7a4a25"; c.fillRect(0, 0, this.canvas.width, this.canvas.height);
    c.fillStyle = "#3b2414"; c.fillRect(m - 4, m - 4, this.size + 8, this.size + 8);
    if (!this.solution) return;
    const exit = parseExit(this.solution.exit);
    c.fillStyle = "#3b2414";
    c.fillRect(exit.side === "right" ? m + this.size : 0, m + exit.row * t + 4, m, t - 8);
    const target = sliding ? new Map(Board.blocks(sliding.to).map((b) => [b.letter, b])) : null;
    for (const block of Board.blocks(board || this.solution.boards[0])) {
      let { row, column } = block;
      if (sliding && block.letter === sliding.letter) {
        const end = target.get(block.letter);
        row += (end.row - row) * sliding.t; column += (end.column - column) * sliding.t;
      }
      this.piece(c, m + column * t, m + row * t, block.width * t, block.height * t, block.letter);
    }
  }

  // One block: wood with a light top edge and a dark drop shadow; fixed tiles with rivets.
  piece(c, x, y, w, h, letter) {
    const inset = 3, r = 8;
    const path = (dx, dy) => { c.beginPath(); c.roundRect(x + inset + dx, y + inset + dy, w - 2 * inset, h - 2 * inset, r); };
    c.fillStyle = "rgba(0,0,0,.45)"; path(2, 3); c.fill();
    const gradient = c.createLinearGradient(x, y, x, y + h);
    const [light, dark] = letter === "A" ? ["#e0523a", "#a3241a"] : letter === "x" ? ["#a39382", "#6d5f52"] : ["#f0c27a", "#c9853d"];
    gradient.addColorStop(0, light); gradient.addColorStop(1, dark);
    c.fillStyle = gradient; path(0, 0); c.fill();
    c.strokeStyle = "rgba(255,255,255,.35)"; c.lineWidth = 2;
    c.beginPath(); c.moveTo(x + inset + r, y + inset + 2); c.lineTo(x + w - inset - r, y + inset + 2); c.stroke();
    if (letter === "x") {
      c.fillStyle = "#3b2414";
      for (const [dx, dy] of [[10, 10], [w - 10, 10], [10, h - 10], [w - 10, h - 10]]) { c.beginPath(); c.arc(x + dx, y + dy, 3, 0, 7); c.fill(); }
    }
  }

  async animation() {
    if (!this.solution) { say("solve a board first", true); return; }
    say("drawing the animation…");
    try {
      const blob = await api("/api/animate", { board: this.solution.board, exit: this.solution.exit, theme: this.themes.value });
      const link = el("a", { href: URL.createObjectURL(blob), download: "solution.webp" });
      document.body.append(link); link.click(); link.remove();
      say(`animation ready (${Math.round(blob.size / 1024)} KiB)`);
    } catch (error) { say(error.message, true); }
  }
}

// ---------------------------------------------------------------- gallery

let galleryState = { text: "", label: "", outcome: "", sort: "path" };

// `text` cut to at most `limit` characters by an ellipsis in the middle, so that both the
// folder it starts with and the file name it ends with stay readable.
function middleEllipsis(text, limit) {
  if (text.length <= limit) return text;
  const tail = Math.ceil((limit - 1) / 2);
  return `${text.slice(0, limit - 1 - tail)}…${text.slice(text.length - tail)}`;
}

async function showGallery() {
  const list = el("div", { class: "grid", id: "gallery" });
  const count = el("span", { class: "muted" });
  const text = el("input", { type: "search", placeholder: "filter by name", value: galleryState.text, id: "filter-text" });
  const label = el("select", { id: "filter-label" }, ["", "labelled", "draft", "unlabelled", "reject", "invalid"].map((v) => el("option", { value: v }, v || "any label")));
  const outcome = el("select", { id: "filter-outcome" }, ["", "exact", "wrong", "refused", "uncertain", "read", "not scanned"].map((v) => el("option", { value: v }, v || "any scan")));
  const sort = el("select", { id: "sort" }, [["path", "by name"], ["confidence", "least confident first"], ["outcome", "by scan outcome"]].map(([v, t]) => el("option", { value: v }, t)));
  label.value = galleryState.label; outcome.value = galleryState.outcome; sort.value = galleryState.sort;
  const upload = el("input", { type: "file", id: "upload", accept: ".png,.jpg,.jpeg,.webp" });
  upload.addEventListener("change", async () => {
    const chosen = upload.files[0];
    if (!chosen) return;
    const bytes = new Uint8Array(await chosen.arrayBuffer());
    let binary = "";
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    try {
      const answer = await api("/api/upload", { name: chosen.name, data: btoa(binary) });
      location.hash = `#/shot/${encodeURIComponent(answer.file)}`;
    } catch (error) { say(error.message, true); }
  });
  const scanAll = el("button", { id: "scan-all", type: "button", title: "Scan every screenshot not scanned yet; each card shows its verdict as it comes" }, "Scan all");
  app.replaceChildren(el("div", { class: "toolbar" }, text, label, outcome, sort, count, scanAll,
    el("label", {}, "Add a screenshot to the first folder: ", upload)), list);
  let items = [];
  try { items = await api("/api/screenshots"); } catch (error) { say(error.message, true); return; }
  const draw = () => {
    galleryState = { text: text.value, label: label.value, outcome: outcome.value, sort: sort.value };
    const needle = text.value.toLowerCase();
    let shown = items.filter((item) => (!needle || item.name.toLowerCase().includes(needle))
      && (!label.value || item.label === label.value)
      && (!outcome.value || (item.scan ? item.scan.outcome : "not scanned") === outcome.value));
    const rank = { wrong: 0, uncertain: 1, refused: 2, read: 3, exact: 4 };
    if (sort.value === "confidence") shown = shown.slice().sort((a, b) => (a.scan ? a.scan.confidence : 2) - (b.scan ? b.scan.confidence : 2));
    if (sort.value === "outcome") shown = shown.slice().sort((a, b) => (a.scan ? rank[a.scan.outcome] : 5) - (b.scan ? rank[b.scan.outcome] : 5));
    count.textContent = `${shown.length} of ${items.length} screenshots`;
    list.replaceChildren(...shown.map((item) => el("a", { class: "card", href: `#/shot/${encodeURIComponent(item.file)}`, "data-file": item.file },
      el("img", { class: "thumb", loading: "lazy", alt: item.path, src: fileURL("/api/image", item.file) }),
      el("div", { class: "name", title: item.path, "data-name": item.name }, middleEllipsis(item.name, 32)),
      el("span", { class: `badge ${item.label}` }, item.label),
      item.scan ? el("span", { class: `badge ${item.scan.outcome}` }, item.scan.outcome) : null,
      item.scan ? el("span", { class: "muted small" }, `${item.scan.theme || "-"} ${item.scan.confidence.toFixed(2)}`) : null)));
  };
  for (const control of [text, label, outcome, sort]) control.addEventListener("input", draw);
  scanAll.addEventListener("click", async () => {
    scanAll.disabled = true;
    for (const item of items.filter((i) => !i.scan)) {
      if (!list.isConnected) return;  // the page moved on
      try {
        item.scan = (await api("/api/scan", { file: item.file })).scan;
      } catch (error) { say(error.message, true); break; }
      draw();
    }
    scanAll.disabled = false;
  });
  draw();
}

// ---------------------------------------------------------------- screenshot view

const classColours = { empty: "rgba(80,140,255,.25)", block: "rgba(255,200,0,.35)", prisoner: "rgba(255,40,40,.4)", fixed: "rgba(160,160,160,.5)" };

// The scanner's evidence as SVG layers over the image, in image pixels.
function evidenceLayers(report) {
  const layers = {};
  const group = (name) => (layers[name] = svg("g", { class: `layer layer-${name}`, "data-layer": name }));
  const rect = (r, attributes) => svg("rect", { x: r.x, y: r.y, width: r.width, height: r.height, ...attributes });
  const outline = group("board");
  const location = report.location;
  if (location) {
    if (location.corners) outline.append(svg("polygon", { points: location.corners.map((p) => `${p.x},${p.y}`).join(" "), fill: "none", stroke: "#00e5ff", "stroke-width": 3 }));
    else if (location.board) outline.append(rect(location.board, { fill: "none", stroke: "#00e5ff", "stroke-width": 3 }));
    for (const candidate of location.candidates || []) if (candidate.rejection) outline.append(rect(candidate.region, { fill: "none", stroke: "#ff8a00", "stroke-dasharray": "6 4", "stroke-width": 2 }));
  }
  const tiles = group("tiles"), confidences = group("confidences"), rivets = group("rivets");
  for (const tile of report.tiles || []) {
    const r = tile.tileRect;
    tiles.append(rect(r, { fill: classColours[tile.finalClass] || "none", stroke: "rgba(255,255,255,.5)", "stroke-width": 1 }));
    const size = Math.max(8, r.height / 4);
    confidences.append(svg("text", { x: r.x + r.width / 2, y: r.y + r.height / 2 + size / 3, "text-anchor": "middle", "font-size": size, fill: tile.confidence < 0.9 ? "#ff5252" : "#fff", stroke: "#000", "stroke-width": size / 12 }, tile.confidence.toFixed(2)));
    if (tile.finalClass === "fixed") {
      for (const [fx, fy] of [[0.2, 0.2], [0.8, 0.2], [0.2, 0.8], [0.8, 0.8]]) rivets.append(svg("circle", { cx: r.x + r.width * fx, cy: r.y + r.height * fy, r: Math.max(2, r.width / 14), fill: "none", stroke: "#e040fb", "stroke-width": 2 }));
    }
  }
  const seams = group("seams");
  for (const seam of report.seams || []) seams.append(rect(seam.searchRegion, { fill: seam.split ? "rgba(0,230,118,.35)" : "rgba(255,23,68,.35)", stroke: seam.split ? "#00e676" : "#ff1744", "stroke-width": 1 }));
  const chute = group("chute");
  if (report.chute) {
    for (const strip of report.chute.strips || []) chute.append(rect(strip.region, { fill: "none", stroke: "rgba(255,255,0,.5)", "stroke-width": 1 }));
    if (report.chute.best) chute.append(rect(report.chute.best.region, { fill: "rgba(255,255,0,.4)", stroke: "#ffff00", "stroke-width": 2 }));
  }
  return layers;
}

// An image with layers that zooms with the wheel and pans with a drag.
function viewer(src, width, height, layers) {
  const stage = el("div", { class: "stage" });
  const image = el("img", { src, width, height, alt: "screenshot", id: "shot-image" });
  const overlay = svg("svg", { width, height, viewBox: `0 0 ${width} ${height}`, id: "evidence" }, Object.values(layers));
  stage.append(image, overlay);
  const box = el("div", { class: "viewer", id: "viewer" }, stage);
  let view = { x: 0, y: 0, scale: 1 };
  const apply = () => { stage.style.transform = `translate(${view.x}px, ${view.y}px) scale(${view.scale})`; };
  const fit = () => {
    const scale = Math.min(box.clientWidth / width, box.clientHeight / height) || 1;
    view = { scale, x: (box.clientWidth - width * scale) / 2, y: (box.clientHeight - height * scale) / 2 };
    apply();
  };
  box.addEventListener("wheel", (event) => {
    event.preventDefault();
    const bounds = box.getBoundingClientRect();
    const px = event.clientX - bounds.left, py = event.clientY - bounds.top;
    const factor = event.deltaY < 0 ? 1.2 : 1 / 1.2;
    view.x = px - (px - view.x) * factor; view.y = py - (py - view.y) * factor; view.scale *= factor;
    apply();
  }, { passive: false });
  let drag = null;
  box.addEventListener("pointerdown", (event) => { drag = { x: event.clientX - view.x, y: event.clientY - view.y }; box.setPointerCapture(event.pointerId); });
  box.addEventListener("pointermove", (event) => { if (drag) { view.x = event.clientX - drag.x; view.y = event.clientY - drag.y; apply(); } });
  box.addEventListener("pointerup", () => { drag = null; });
  requestAnimationFrame(fit);
  return { box, fit };
}

async function showShot(file) {
  app.replaceChildren(el("p", { class: "muted" }, "scanning…"));
  let scan;
  try { scan = await api("/api/scan", { file }); } catch (error) { app.replaceChildren(el("p", {}, error.message)); say(error.message, true); return; }
  const report = scan.report;
  const layers = evidenceLayers(report);
  const { box, fit } = viewer(fileURL("/api/image", file), report.imageWidth, report.imageHeight, layers);
  const toggles = el("div", { class: "toolbar layers" }, "Layers",
    Object.keys(layers).map((name) => el("label", {}, el("input", { type: "checkbox", checked: true, id: `layer-${name}`, onchange: (event) => { layers[name].style.display = event.target.checked ? "" : "none"; } }), ` ${name}`)),
    el("button", { onclick: fit }, "Fit"),
    el("a", { href: fileURL("/api/overlay", file), target: "_blank" }, "annotator overlay (PNG)"));
  const timings = el("table", {}, el("tr", {}, el("th", {}, "stage"), el("th", {}, "ms")),
    report.timings.map((t) => el("tr", {}, el("td", {}, t.stage), el("td", {}, t.milliseconds.toFixed(2)))));
  const facts = el("div", { class: "panel", id: "scan-facts" },
    el("h2", {}, "Scan"),
    el("div", {}, el("span", { class: `badge ${scan.scan.outcome}`, id: "scan-outcome" }, scan.scan.outcome), ` verdict ${scan.verdict}, theme ${report.theme || "-"}${report.usedFallback ? " (derived from the image)" : ""}, confidence ${report.confidence.toFixed(2)}`),
    scan.leastSure ? el("div", { class: "muted" }, `least sure: ${scan.leastSure}`) : null,
    scan.error ? el("div", { class: "badge wrong", id: "scan-error" }, `refused: ${scan.error}`) : null,
    (report.warnings || []).map((w) => el("div", { class: "muted" }, `warning: ${w.message}`)),
    timings);

  // The label editor starts from the label on disk, else from the scan.
  let label = scan.label;
  const start = label.status !== "unlabelled"
    ? { board: label.board, exit: label.exit, reject: label.reject, note: label.note }
    : report.board ? { board: report.board, exit: `${report.exit.side}:${report.exit.row}`, reject: false, note: "" }
    : { board: null, exit: "right:2", reject: false, note: "" };
  if (!start.board && !start.reject && report.puzzle) start.board = report.puzzle.board;
  const player = new Player();
  const editor = new BoardEditor({ ...start });
  const labelInfo = el("div", { class: "muted", id: "label-info" });
  const showLabelInfo = () => { labelInfo.textContent = `label: ${label.status}${label.optimalMoves !== null && label.optimalMoves !== undefined ? `, ${label.optimalMoves} moves` : ""}`; };
  showLabelInfo();
  const save = async () => {
    const state = editor.state;
    try {
      label = await api("/api/label", { file, version: label.version, board: state.reject ? null : state.board, exit: state.reject ? null : state.exit, reject: state.reject, note: state.note || null });
      showLabelInfo();
      say(`saved ${label.status} label`);
      document.getElementById("save-label").dataset.saved = label.version;
    } catch (error) { say(error.message, true); }
  };
  const reload = async () => {
    try { label = await api(fileURL("/api/label", file)); editor.load(label); showLabelInfo(); say("label reloaded from disk"); } catch (error) { say(error.message, true); }
  };
  const editorPanel = el("div", { class: "panel" }, el("h2", {}, "Label"), labelInfo, editor.root,
    el("div", { class: "toolbar" },
      el("button", { class: "primary", id: "save-label", onclick: save }, "Save label"),
      el("button", { id: "reload-label", onclick: reload }, "Reload from disk"),
      report.board ? el("button", { id: "from-scan", onclick: () => editor.change({ board: report.board, exit: `${report.exit.side}:${report.exit.row}`, reject: false }) }, "Start from the scan") : null,
      el("button", { id: "solve", onclick: () => player.solve(editor.state.board, editor.state.exit) }, "Solve this board")));
  app.replaceChildren(el("div", { class: "toolbar" }, el("a", { href: "#/gallery" }, "← gallery"), el("strong", {}, file)),
    el("div", { class: "shot" },
      el("div", {}, toggles, box, facts),
      el("div", {}, editorPanel, el("div", { class: "panel" }, el("h2", {}, "Solve and play"), player.root))));
}

// ---------------------------------------------------------------- regress

async function showRegress() {
  const perturb = el("select", { id: "perturb" }, el("option", { value: "" }, "images as they are"), el("option", { value: "photometric" }, "and --perturb photometric"));
  const bar = el("div"), counts = el("span", { id: "regress-counts" });
  const results = el("div", { id: "regress-results" });
  const cancel = el("button", { id: "regress-cancel", disabled: true }, "Cancel");
  const start = el("button", { class: "primary", id: "regress-start" }, "Run regression");
  app.replaceChildren(el("div", { class: "panel" }, el("h2", {}, "Regress the served folders"),
    el("div", { class: "toolbar" }, start, perturb, cancel, el("div", { class: "progress" }, bar), counts)), results);
  let timer = null;
  const follow = async (id) => {
    localStorage.setItem("studio-regress", id);
    clearTimeout(timer);
    let job;
    try { job = await api(`/api/job?id=${encodeURIComponent(id)}`); } catch (error) { localStorage.removeItem("studio-regress"); say(error.message, true); return; }
    bar.style.width = `${job.total ? (100 * job.done) / job.total : 0}%`;
    counts.textContent = `${job.done} of ${job.total} checked: ${job.passed} passed, ${job.failed} failed (${job.state})`;
    cancel.disabled = job.state !== "running";
    cancel.onclick = () => api("/api/job/cancel", { id }).catch((error) => say(error.message, true));
    results.replaceChildren(...job.results.filter((r) => r.status !== "pass").map((r) => {
      const file = job.files[r.file];
      return el("div", { class: "failure" },
        file ? el("a", { href: fileURL("/api/overlay", file), target: "_blank" }, el("img", { loading: "lazy", alt: "overlay", src: fileURL("/api/overlay", file) })) : el("div"),
        el("div", {},
          el("div", {}, el("strong", {}, r.file), ` ${r.perturbation} `, el("span", { class: `badge ${r.grade || "wrong"}` }, r.grade || r.status)),
          el("div", { class: "notation" }, `expected ${r.expected ? (r.expected.board || (r.expected.reject ? "reject" : "-")) : "-"} ${exitText(r.expected && r.expected.exit)}`),
          el("div", { class: "notation" }, `got      ${r.got ? (r.got.board || r.got.tiles || "-") : "-"} ${exitText(r.got && r.got.exit)}`),
          r.error ? el("div", { class: "muted" }, r.error) : null,
          (r.failures || []).map((f) => el("div", { class: "muted" }, typeof f === "string" ? f : (f.message || JSON.stringify(f)))),
          r.differences && r.differences.length ? el("div", { class: "muted" }, `tiles: ${r.differences.map((d) => `(${d.cell.row},${d.cell.column}) ${d.expected}→${d.got}`).join(", ")}`) : null,
          file ? el("a", { href: `#/shot/${encodeURIComponent(file)}` }, "open in the editor") : null));
    }));
    if (job.state === "running") timer = setTimeout(() => follow(id), 500);
    else say(`regression ${job.state}: ${job.passed} passed, ${job.failed} failed`);
  };
  start.onclick = async () => {
    try { const job = await api("/api/regress", { perturb: perturb.value || null }); follow(job.id); } catch (error) { say(error.message, true); }
  };
  const running = localStorage.getItem("studio-regress");
  if (running) follow(running);
  window.addEventListener("hashchange", () => clearTimeout(timer), { once: true });
}

// ---------------------------------------------------------------- board editor from scratch

function showBoard() {
  const player = new Player();
  const editor = new BoardEditor({ board: "oooooooooooooAAooooooooooooooooooooo", exit: "right:2" });
  const typed = el("input", { id: "typed-board", size: 44, placeholder: "or type a board: 36 characters, then Enter" });
  typed.addEventListener("keydown", (event) => { if (event.key === "Enter") editor.change({ board: typed.value.trim().replace(/\./g, "o") }); });
  const theme = el("select", { id: "render-theme" }), layout = el("select", { id: "render-layout" });
  api("/api/themes").then((names) => theme.replaceChildren(...names.map((n) => el("option", { value: n }, n)))).catch(() => {});
  api("/api/layouts").then((names) => layout.replaceChildren(...names.map((n) => el("option", { value: n }, n)))).catch(() => {});
  const name = el("input", { id: "render-name", placeholder: "name (a-z, 0-9, -)", size: 18 });
  const preview = el("div", { id: "render-preview" });
  const render = async (save) => {
    const state = editor.state;
    try {
      const answer = await api("/api/render", { board: state.board, exit: state.exit, theme: theme.value, layout: layout.value, save: save ? name.value : null });
      if (save) { say(`saved ${answer.file} and its label`); return; }
      preview.replaceChildren(el("img", { src: URL.createObjectURL(answer), alt: "rendered screenshot", class: "fill" }));
    } catch (error) { say(error.message, true); }
  };
  app.replaceChildren(el("div", { class: "shot" },
    el("div", {},
      el("div", { class: "panel" }, el("h2", {}, "Board"), typed, editor.root,
        el("div", { class: "toolbar" }, el("button", { class: "primary", id: "solve", onclick: () => player.solve(editor.state.board, editor.state.exit) }, "Solve"))),
      el("div", { class: "panel" }, el("h2", {}, "Render as a labelled screenshot"),
        el("div", { class: "toolbar" }, "Theme", theme, "Layout", layout, el("button", { id: "render", onclick: () => render(false) }, "Render")),
        el("div", { class: "toolbar" }, name, el("button", { id: "render-save", onclick: () => render(true) }, "Save into the first folder")),
        preview)),
    el("div", { class: "panel" }, el("h2", {}, "Solve and play"), player.root)));
}

// ---------------------------------------------------------------- calibrate

// The fitted colour classes in CIELAB: a*-b* plane (each class's mean and its fitted spread
// as an ellipse) and L* beside it.
function labPlot(classes) {
  const colours = { board: "#5d4037", block: "#ffb300", prisoner: "#e53935", fixedBlock: "#9e9e9e", rivet: "#212121", seam: "#6d4c41", chute: "#000", frame: "#8d6e63" };
  const size = 320, scale = size / 160, mid = size / 2;
  const plane = svg("svg", { width: size + 120, height: size + 20, id: "lab-plot" });
  plane.append(svg("rect", { x: 0, y: 0, width: size, height: size, fill: "#fafafa", stroke: "#ccc" }),
    svg("line", { x1: mid, y1: 0, x2: mid, y2: size, stroke: "#ddd" }), svg("line", { x1: 0, y1: mid, x2: size, y2: mid, stroke: "#ddd" }),
    svg("text", { x: size - 20, y: mid - 4, "font-size": 11 }, "a*"), svg("text", { x: mid + 4, y: 12, "font-size": 11 }, "b*"));
  plane.append(svg("rect", { x: size + 30, y: 0, width: 20, height: size, fill: "url(#lightness)", stroke: "#ccc" }),
    svg("defs", {}, svg("linearGradient", { id: "lightness", x1: 0, y1: 1, x2: 0, y2: 0 }, svg("stop", { offset: 0, "stop-color": "#000" }), svg("stop", { offset: 1, "stop-color": "#fff" }))),
    svg("text", { x: size + 30, y: size + 14, "font-size": 11 }, "L*"));
  for (const entry of classes) {
    const [L, a, b] = entry.model.mean, spread = entry.model.spread, colour = colours[entry.colourClass] || "#333";
    const cx = mid + a * scale, cy = mid - b * scale;
    plane.append(svg("ellipse", { cx, cy, rx: Math.max(2, spread[1] * 3 * scale), ry: Math.max(2, spread[2] * 3 * scale), fill: colour, "fill-opacity": 0.2, stroke: colour, "stroke-dasharray": entry.samples ? null : "4 3" }),
      svg("circle", { cx, cy, r: 3, fill: colour }),
      svg("text", { x: cx + 5, y: cy - 5, "font-size": 11 }, entry.colourClass),
      svg("line", { x1: size + 26, x2: size + 54, y1: size - L * size / 100, y2: size - L * size / 100, stroke: colour, "stroke-width": 2 }),
      svg("text", { x: size + 58, y: size - L * size / 100 + 4, "font-size": 10 }, entry.colourClass));
  }
  return plane;
}

async function showCalibrate() {
  const name = el("input", { id: "theme-name", placeholder: "theme name (a-z, 0-9, -)" });
  const description = el("input", { id: "theme-description", placeholder: "one sentence (optional)", size: 40 });
  const list = el("div", { class: "grid", id: "calibrate-shots" });
  const start = el("button", { class: "primary", id: "calibrate-start" }, "Fit the theme");
  const cancel = el("button", { id: "calibrate-cancel", disabled: true }, "Cancel");
  const progress = el("span", { id: "calibrate-progress", class: "muted" });
  const result = el("div", { id: "calibrate-result" });
  app.replaceChildren(el("div", { class: "panel" }, el("h2", {}, "Calibrate a theme from labelled screenshots"),
    el("div", { class: "toolbar" }, name, description, start, cancel, progress)), result, list);
  let items = [];
  try { items = (await api("/api/screenshots")).filter((item) => item.label === "labelled"); } catch (error) { say(error.message, true); return; }
  list.replaceChildren(...items.map((item) => el("label", { class: "card" },
    el("img", { class: "thumb", loading: "lazy", alt: item.path, src: fileURL("/api/image", item.file) }),
    el("div", { class: "name" }, el("input", { type: "checkbox", value: item.file }), ` ${item.path}`))));
  let timer = null;
  const follow = async (id) => {
    let job;
    try { job = await api(`/api/job?id=${encodeURIComponent(id)}`); } catch (error) { say(error.message, true); return; }
    cancel.disabled = job.state !== "running";
    cancel.onclick = () => api("/api/job/cancel", { id }).catch((error) => say(error.message, true));
    progress.textContent = `${job.done} of ${job.total} screenshots read (${job.state})`;
    if (job.state === "running") { timer = setTimeout(() => follow(id), 400); return; }
    if (job.error) { say(job.error, true); return; }
    if (!job.calibration) return;
    const c = job.calibration, report = c.calibration;
    const save = el("button", { class: "primary", id: "theme-save" }, `Save ${c.output}`);
    save.onclick = async () => {
      try { await api("/api/calibrate/save", { id, replace: false }); }
      catch (error) {
        if (error.kind !== "exists" || !confirm(`${error.message}\n\nReplace it?`)) { say(error.message, true); return; }
        try { await api("/api/calibrate/save", { id, replace: true }); } catch (again) { say(again.message, true); return; }
      }
      say(`saved ${c.output}; scans now use it`);
      rescan.disabled = false;
    };
    const rescan = el("button", { id: "theme-rescan", disabled: true, onclick: async () => {
      try { await api("/api/regress", { perturb: null }).then((j) => localStorage.setItem("studio-regress", j.id)); location.hash = "#/regress"; } catch (error) { say(error.message, true); }
    } }, "Rescan the gallery with it");
    result.replaceChildren(el("div", { class: "panel" },
      el("h2", {}, `Theme ${c.name}: ${c.validation.checks.every((k) => k.differences.length === 0) ? "every reading matches its label" : "some readings differ from their labels"}`),
      el("div", { class: "toolbar" }, save, rescan),
      el("div", { class: "shot" }, labPlot(report.classes),
        el("table", {}, el("tr", {}, el("th", {}, "threshold"), el("th", {}, "value"), el("th", {}, "margin"), el("th", {}, "evidence")),
          report.thresholds.map((t) => el("tr", {}, el("td", {}, t.name), el("td", {}, t.threshold.value.toFixed(3)), el("td", {}, t.threshold.margin.toFixed(3)), el("td", {}, t.evidence))))),
      el("h2", {}, "Label disagreements"),
      el("ul", { id: "disagreements" }, c.validation.checks.filter((k) => k.differences.length).map((k) => el("li", {}, `${k.image} (${k.kind}): ${k.differences.join("; ")}`))),
      report.warnings.map((w) => el("div", { class: "muted" }, `warning: ${w}`)),
      el("details", {}, el("summary", {}, "the full report"), el("pre", {}, c.text))));
  };
  start.onclick = async () => {
    clearTimeout(timer);
    const files = [...list.querySelectorAll("input:checked")].map((box) => box.value);
    try { const job = await api("/api/calibrate", { name: name.value, description: description.value || null, files }); follow(job.id); } catch (error) { say(error.message, true); }
  };
  window.addEventListener("hashchange", () => clearTimeout(timer), { once: true });
}

// ---------------------------------------------------------------- routing

function route() {
  const hash = location.hash || "#/gallery";
  const [, view, ...rest] = hash.split("/");
  for (const link of document.querySelectorAll("nav a")) link.classList.toggle("active", link.dataset.view === view || (view === "shot" && link.dataset.view === "gallery"));
  say("");
  if (view === "shot") showShot(decodeURIComponent(rest.join("/")));
  else if (view === "regress") showRegress();
  else if (view === "board") showBoard();
  else if (view === "calibrate") showCalibrate();
  else showGallery();
}

window.addEventListener("hashchange", route);
route();
