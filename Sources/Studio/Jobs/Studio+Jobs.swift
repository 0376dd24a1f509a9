import Corpus
import Foundation
import Hummingbird
import Imaging
import Corpus
import Regression
import Scanner
import Synchronization

/// The jobs of a run, by id.
final class JobBoard: Sendable {
  private let jobs = Mutex<[String: Job]>([:])
  private let counter = Mutex(0)

  /// Registers a new job.
  func add(kind: String, total: Int, files: [String: String]) -> Job {
    let number = counter.withLock {
      $0 += 1
      return $0
    }
    let job = Job(id: "\(kind)-\(number)", kind: kind, total: total, files: files)
    jobs.withLock { $0[job.id] = job }
    return job
  }

  /// The job `id`, if any.
  func job(_ id: String) -> Job? { jobs.withLock { $0[id] } }
}

/// The routes of background runs: start a regression, follow it, cancel it.
extension Studio {
  struct RegressRequest: Decodable {
    /// A `--perturb` value (`photometric`, or names such as `darker,blur`), or nil.
    var perturb: String?
  }

  struct JobRequest: Decodable {
    var id: String
  }

  func addJobRoutes(to router: Router<BasicRequestContext>) {
    let limit = configuration.bodyLimit
    router.post("/api/regress") { request, _ in
      let body = try await JSONBody.decode(RegressRequest.self, from: request, limit: limit)
      let job = try self.startRegression(perturb: body.perturb)
      return JSONBody.response(job.snapshot(), status: .accepted)
    }
    router.get("/api/job") { request, _ in
      let id = try Studio.parameter("id", of: request)
      guard let job = self.jobs.job(id) else {
        throw StudioError(.notFound, "notFound", "\(id): no such job in this run")
      }
      return JSONBody.response(job.snapshot())
    }
    router.post("/api/job/cancel") { request, _ in
      let body = try await JSONBody.decode(JobRequest.self, from: request, limit: limit)
      guard let job = self.jobs.job(body.id) else {
        throw StudioError(.notFound, "notFound", "\(body.id): no such job in this run")
      }
      job.cancel()
      return JSONBody.response(job.snapshot())
    }
  }

  /// Starts `regress` over the served folders in the background (as the command runs it,
  /// at most one sample per core in flight) and returns its job.
  func startRegression(perturb: String?) throws(StudioError) -> Job {
    let perturbations: [Perturbation]
    do {
      perturbations =
        try perturb.map { text throws(ImagingError) in try Perturbation.parseList(text) } ?? []
    } catch {
      throw StudioError.invalid("--perturb: \(error.description)")
    }
    let entries = folders.images().filter { $0.sample.label != nil }
    guard !entries.isEmpty else {
      throw StudioError.invalid("the served folders hold no labelled screenshot to check")
    }
    let runner = RegressionRunner(
      scanner: scanner.withLock { $0 }, perturbations: perturbations)
    var files: [String: String] = [:]
    for entry in entries { files[entry.sample.path] = entry.id }
    let job = jobs.add(
      kind: "regress", total: entries.count * runner.perturbations.count, files: files)
    Task.detached {
      await self.run(runner, over: entries, job: job)
    }
    return job
  }

  /// Checks `entries` with `runner`, at most `runner.jobs` in flight, recording each result
  /// in `job` and the gallery; starts no more samples once the job is cancelled.
  func run(
    _ runner: RegressionRunner, over entries: [(id: String, sample: CorpusSample)], job: Job
  ) async {
    await withTaskGroup(of: Void.self) { group in
      var next = 0
      while next < min(runner.jobs, entries.count) {
        let entry = entries[next]
        group.addTask { await self.check(entry, runner: runner, job: job) }
        next += 1
      }
      while await group.next() != nil {
        guard next < entries.count, !job.isCancelled else { continue }
        let entry = entries[next]
        group.addTask { await self.check(entry, runner: runner, job: job) }
        next += 1
      }
    }
    job.finish(job.isCancelled ? "cancelled" : "finished")
  }

  /// Checks one sample under every perturbation, recording the results.
  func check(
    _ entry: (id: String, sample: CorpusSample), runner: RegressionRunner, job: Job
  ) async {
    let results = await runner.checkAll(entry.sample) { job.record($0) }
    if let first = results.first {
      let outcome = GalleryOutcome(result: first)
      outcomes.withLock { $0[entry.id] = outcome }
    }
  }
}

extension GalleryOutcome {
  /// The gallery's outcome of a regression result.
  init(result: SampleResult) {
    let outcome: String
    if result.verdict == .uncertain {
      outcome = "uncertain"
    } else {
      outcome = result.grade?.rawValue ?? (result.passed ? "exact" : "wrong")
    }
    self.init(outcome: outcome, theme: result.got?.theme, confidence: result.confidence ?? 0)
  }
}
