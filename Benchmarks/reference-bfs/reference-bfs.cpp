// A small C++ reference breadth-first solver for 6x6 Rush Hour / Unblock Me boards, written
// only for `unblocker-bench solver-reference`, which times it against the Swift solver on the
// same boards, one core each.
//
// Why C++: it is the yardstick the project's published anchor is written in. Its idea comes from
// Michael Fogleman's rush (github.com/fogleman/rush, cpp/src/board.cpp `Board::Moves`, and the
// breadth-first walk of cpp/src/cluster.cpp): pieces as 64-bit cell masks on a 6x6 board, a move
// found by shifting a piece's mask one cell at a time until it meets the board's mask. Here the
// walk is a plain optimal BFS from the start that stops at the first position whose prisoner
// touches the right edge, with the positions packed in 3 bits per piece, a flat open-addressing
// visited set and a flat queue (no allocation per position), so it is a fair, not a naive,
// reference.
//
// Input: a puzzle list (`MOVES BOARD CLUSTER_SIZE` lines, boards of 36 characters: `o`/`.`
// empty, `x` wall, `A` prisoner in row 2, exit right). Output, one line:
//   boards=N mismatches=M examined=E cpu_seconds=S
// where a mismatch is a board whose optimal move count differs from the list's.
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

typedef uint64_t bb;
const int Size = 6;

struct Piece {
  int first;   // cell index of the first square (row * 6 + column)
  int length;  // 2 or 3
  int stride;  // 1 horizontal, 6 vertical
};

struct Puzzle {
  std::vector<Piece> pieces;  // pieces[0] is the prisoner
  bb walls = 0;
};

bb pieceMask(int first, int length, int stride) {
  bb mask = 0;
  for (int i = 0; i < length; i++) mask |= bb(1) << (first + i * stride);
  return mask;
}

bool parse(const std::string &board, Puzzle &puzzle) {
  if (board.size() != 36) return false;
  bool seen[256] = {false};
  puzzle.pieces.clear();
  puzzle.walls = 0;
  Piece prisoner = {-1, 0, 1};
  for (int cell = 0; cell < 36; cell++) {
    unsigned char c = board[cell];
    if (c == 'o' || c == '.') continue;
    if (c == 'x') {
      puzzle.walls |= bb(1) << cell;
      continue;
    }
    if (seen[c]) continue;
    seen[c] = true;
    int length = 1, stride = 1;
    if (cell % Size + 1 < Size && board[cell + 1] == c) {
      while (cell % Size + length < Size && board[cell + length] == c) length++;
    } else {
      stride = Size;
      while (cell + length * Size < 36 && board[cell + length * Size] == c) length++;
    }
    Piece piece = {cell, length, stride};
    if (c == 'A') prisoner = piece; else puzzle.pieces.push_back(piece);
  }
  if (prisoner.first < 0) return false;
  puzzle.pieces.insert(puzzle.pieces.begin(), prisoner);
  return puzzle.pieces.size() <= 21;
}

// One reusable solver: the queue and the visited set grow and are kept across boards.
class Solver {
 public:
  long examined = 0;

  // The optimal number of moves, or -1 when unsolvable.
  int solve(const Puzzle &puzzle) {
    const int count = int(puzzle.pieces.size());
    // A position: per piece, its offset along its line (3 bits each), bit 63 always set.
    std::vector<int> lineStart(count), stride(count), length(count);
    uint64_t start = uint64_t(1) << 63;
    for (int i = 0; i < count; i++) {
      const Piece &p = puzzle.pieces[i];
      stride[i] = p.stride;
      length[i] = p.length;
      int offset = p.stride == 1 ? p.first % Size : p.first / Size;
      lineStart[i] = p.first - offset * p.stride;
      start |= uint64_t(offset) << (3 * i);
    }
    const int goal = Size - 2;
    if ((start & 7) == uint64_t(goal)) return 0;
    clear();
    insert(start);
    queue.clear();
    depth.clear();
    queue.push_back(start);
    depth.push_back(0);
    for (size_t head = 0; head < queue.size(); head++) {
      const uint64_t state = queue[head];
      const int d = depth[head];
      examined++;
      bb occupied = puzzle.walls;
      for (int i = 0; i < count; i++) {
        int offset = int((state >> (3 * i)) & 7);
        occupied |= pieceMask(lineStart[i] + offset * stride[i], length[i], stride[i]);
      }
      for (int i = 0; i < count; i++) {
        const int offset = int((state >> (3 * i)) & 7);
        const uint64_t base = state & ~(uint64_t(7) << (3 * i));
        // Backwards (left or up), one cell at a time, as Board::Moves does.
        for (int target = offset - 1; target >= 0; target--) {
          if (occupied & (bb(1) << (lineStart[i] + target * stride[i]))) break;
          if (visit(base | uint64_t(target) << (3 * i), d + 1, i == 0 && target == goal)) return d + 1;
        }
        // Forwards (right or down).
        for (int target = offset + 1; target + length[i] <= Size; target++) {
          if (occupied & (bb(1) << (lineStart[i] + (target + length[i] - 1) * stride[i]))) break;
          if (visit(base | uint64_t(target) << (3 * i), d + 1, i == 0 && target == goal)) return d + 1;
        }
      }
    }
    return -1;
  }

 private:
  std::vector<uint64_t> keys = std::vector<uint64_t>(1 << 16, 0);
  std::vector<uint32_t> used;
  std::vector<uint64_t> queue;
  std::vector<int> depth;
  int bits = 16;

  // Queues `state` when new; true when it is the goal.
  bool visit(uint64_t state, int d, bool goal) {
    if (!insert(state)) return false;
    if (goal) return true;
    queue.push_back(state);
    depth.push_back(d);
    return false;
  }

  bool insert(uint64_t state) {
    if ((used.size() + 1) * 2 > keys.size()) grow();
    const size_t mask = keys.size() - 1;
    size_t slot = size_t((state * 0x9E3779B97F4A7C15ull) >> (64 - bits));
    while (keys[slot] != 0) {
      if (keys[slot] == state) return false;
      slot = (slot + 1) & mask;
    }
    keys[slot] = state;
    used.push_back(uint32_t(slot));
    return true;
  }

  void grow() {
    std::vector<uint64_t> old;
    old.swap(keys);
    bits++;
    keys.assign(size_t(1) << bits, 0);
    used.clear();
    for (uint64_t key : old)
      if (key != 0) insert(key);
  }

  void clear() {
    for (uint32_t slot : used) keys[slot] = 0;
    used.clear();
  }
};

double cpuSeconds() {
  timespec time;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time);
  return double(time.tv_sec) + double(time.tv_nsec) * 1e-9;
}

}  // namespace

int main(int argc, char **argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: reference-bfs LIST.txt\n");
    return 64;
  }
  std::ifstream file(argv[1]);
  if (!file) {
    std::fprintf(stderr, "reference-bfs: cannot read %s\n", argv[1]);
    return 66;
  }
  std::vector<std::pair<int, Puzzle>> boards;
  std::string line;
  while (std::getline(file, line)) {
    std::istringstream fields(line);
    int moves = 0;
    std::string board;
    if (!(fields >> moves >> board)) continue;
    Puzzle puzzle;
    if (parse(board, puzzle)) boards.emplace_back(moves, puzzle);
  }
  Solver solver;
  long mismatches = 0;
  const double started = cpuSeconds();
  for (const auto &entry : boards) {
    if (solver.solve(entry.second) != entry.first) mismatches++;
  }
  const double seconds = cpuSeconds() - started;
  std::printf("boards=%zu mismatches=%ld examined=%ld cpu_seconds=%.6f\n", boards.size(), mismatches,
              solver.examined, seconds);
  return 0;
}
