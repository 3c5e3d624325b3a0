import { type SharedRedis, scriptNames } from './sharedRedis';

export interface SentCommand {
  /** The command's name in capitals (`GET`, `EVALSHA`); its keys and arguments are never given. */
  name: string;
  /** For EVALSHA, the name of Tessera's script it runs (`limitHit`, `failureClaim`…). */
  script?: string;
}

/**
 * Told as a command is sent, in the sender's async context; the function it returns, if any, is told when
 * the answer comes, with the error when there is none.
 */
export type CommandObserver = (command: SentCommand) => ((error?: unknown) => void) | undefined;

interface Command {
  name: string;
  args: unknown[];
  promise: Promise<unknown>;
}

type SendCommand = (this: unknown, command: Command, ...rest: unknown[]) => unknown;

interface Watch {
  observers: Set<CommandObserver>;
  unwrap: () => void;
}

const watched = new WeakMap<object, Watch>();

function wrap(client: { sendCommand: SendCommand }, observers: Set<CommandObserver>): () => void {
  const original = client.sendCommand;
  // A command the client sends again (after a reconnection) is told once.
  const told = new WeakSet<Command>();
  client.sendCommand = function (this: unknown, command: Command, ...rest: unknown[]) {
    if (told.has(command)) return original.call(this, command, ...rest);
    told.add(command);
    const name = command.name.toUpperCase();
    const script = name === 'EVALSHA' ? scriptNames.get(String(command.args[0])) : undefined;
    const sent: SentCommand = script ? { name, script } : { name };
    const ends: ((error?: unknown) => void)[] = [];
    for (const each of observers) {
      const end = each(sent);
      if (end) ends.push(end);
    }
    const answer = original.call(this, command, ...rest);
    if (ends.length > 0) {
      command.promise.then(
        () => {
          for (const end of ends) end();
        },
        (error: unknown) => {
          for (const end of ends) end(error);
        },
      );
    }
    return answer;
  };
  return () => {
    delete (client as Partial<typeof client>).sendCommand;
  };
}

/**
 * Tells `observer` of every command the client sends until the returned function is called. Every command
 * ioredis sends, scripts included, goes through its `sendCommand`; the client is given back untouched after
 * the last observer stops.
 */
export function observeCommands(redis: SharedRedis, observer: CommandObserver): () => void {
  const client = redis.client as unknown as { sendCommand: SendCommand };
  let watch = watched.get(client);
  if (!watch) {
    const observers = new Set<CommandObserver>();
    watch = { observers, unwrap: wrap(client, observers) };
    watched.set(client, watch);
  }
  const current = watch;
  current.observers.add(observer);
  return () => {
    current.observers.delete(observer);
    if (current.observers.size === 0 && watched.get(client) === current) {
      current.unwrap();
      watched.delete(client);
    }
  };
}
