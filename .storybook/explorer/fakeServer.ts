import { type AnyStateMachine, fromPromise, type PromiseActorLogic } from 'xstate';
import { ApiError, type ApiFailure, NETWORK_FAILURE } from '../../src/api/errors';

/** How a fake answers its requests, as QA picks it in the explorer. */
export const fakeModes = ['answer', 'refuse', 'network', 'hang'] as const;
export type FakeMode = (typeof fakeModes)[number];

export const fakeModeLabels: Record<FakeMode, string> = {
  answer: 'answers',
  refuse: 'refuses',
  network: 'network error',
  hang: 'hangs',
};

/** How one request settles: the fetcher's value, a thrown error, or never. */
export type FakeOutcome =
  | { kind: 'resolve'; value: unknown }
  | { kind: 'reject'; error: unknown }
  | { kind: 'hang' };

/** What the app's client makes of a request that got no answer (see `src/api/client.ts`). */
export const networkFailure: ApiFailure = {
  status: false,
  code: 0,
  msg: NETWORK_FAILURE,
  message: NETWORK_FAILURE,
};

const refusedOnRequest = 'Refused on request in the explorer';

/** A refusal in the spec's shape: status false, msg and message, and `errors` per field when given. */
export function refusal(code: number, msg: string, errors?: Record<string, string[]>): ApiFailure {
  return { status: false, code, msg, message: msg, ...(errors ? { errors } : {}) };
}

export interface FakeOptions {
  /** What this endpoint says when told to refuse; a generic 422 otherwise. */
  refusal?: ApiFailure;
  /**
   * The real actor throws a refusal instead of resolving with it (reads that go through `unwrap`, such as
   * the sign-up form's rules and countries), so the fake throws too.
   */
  throwsRefusals?: boolean;
}

/**
 * The fakes' switchboard: the mode QA picked for each fake and whatever a fake remembers between requests
 * (an answer it let "get lost" once, the claim checks it has counted). Reset in the explorer puts both back.
 */
class FakeServer {
  private modes = new Map<string, FakeMode>();
  private memories = new Map<string, unknown>();
  private listeners = new Set<() => void>();

  modeOf(name: string): FakeMode {
    return this.modes.get(name) ?? 'answer';
  }

  setMode(name: string, mode: FakeMode): void {
    this.modes.set(name, mode);
    for (const listener of this.listeners) listener();
  }

  /** State a fake keeps between requests, created on first use and forgotten on reset. */
  memory<T>(key: string, create: () => T): T {
    if (!this.memories.has(key)) this.memories.set(key, create());
    return this.memories.get(key) as T;
  }

  /** Back to how a story starts: every fake answers, or as `modes` says, and remembers nothing. */
  reset(modes: Readonly<Record<string, FakeMode>> = {}): void {
    this.modes = new Map(Object.entries(modes));
    this.forget();
  }

  /** Forgets what the fakes remember but keeps the modes QA picked, for a run that starts again. */
  forget(): void {
    this.memories.clear();
    for (const listener of this.listeners) listener();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
}

export const fakeServer = new FakeServer();

/** A fake's logic as machines invoke it, with its name and a way to ask it without running an actor. */
export type FakeRequest<TOutput, TInput> = PromiseActorLogic<TOutput, TInput> & {
  fakeName: string;
  /** How the fake settles a request with `input` in `mode` (the mode QA picked by default). */
  outcome: (input: TInput, mode?: FakeMode) => FakeOutcome;
};

const fakeNames = new WeakMap<object, string>();

/**
 * A fake endpoint for the explorer. `answer` is what the server says when it answers (it may refuse, or throw
 * to lose the answer, by its input); QA can make any request refuse, fail as if the network dropped it, or
 * hang, from the explorer's Server panel.
 */
export function fakeRequest<TOutput, TInput>(
  name: string,
  answer: (input: TInput) => TOutput,
  options: FakeOptions = {},
): FakeRequest<TOutput, TInput> {
  const failWith = (failure: ApiFailure): FakeOutcome =>
    options.throwsRefusals
      ? { kind: 'reject', error: new ApiError(failure) }
      : { kind: 'resolve', value: failure };
  const outcome = (input: TInput, mode = fakeServer.modeOf(name)): FakeOutcome => {
    if (mode === 'hang') return { kind: 'hang' };
    if (mode === 'network') return failWith(networkFailure);
    if (mode === 'refuse') return failWith(options.refusal ?? refusal(422, refusedOnRequest));
    try {
      return { kind: 'resolve', value: answer(input) };
    } catch (error) {
      return { kind: 'reject', error };
    }
  };
  const logic = fromPromise<TOutput, TInput>(async ({ input }) => {
    const settled = outcome(input);
    if (settled.kind === 'resolve') return settled.value as TOutput;
    if (settled.kind === 'reject') throw settled.error;
    return new Promise<TOutput>(() => {});
  });
  fakeNames.set(logic, name);
  return Object.assign(logic, { fakeName: name, outcome });
}

export const isFakeRequest = (logic: unknown): logic is FakeRequest<unknown, unknown> =>
  typeof logic === 'object' && logic !== null && fakeNames.has(logic);

/** Every fake a machine runs, its invoked machines' fakes included, by name. */
export function fakesOf(machine: AnyStateMachine): string[] {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (logic: unknown) => {
    if (seen.has(logic) || typeof logic !== 'object' || logic === null) return;
    seen.add(logic);
    if (isFakeRequest(logic)) names.add(logic.fakeName);
    const actors = (logic as Partial<AnyStateMachine>).implementations?.actors ?? {};
    for (const child of Object.values(actors)) visit(child);
  };
  visit(machine);
  return [...names].sort();
}
