import { EventEmitter } from 'node:events';

/**
 * Tells API nodes that a match's log has grown. It carries no data: each node reads what it
 * missed from the log, so a lost signal delays nothing that the next signal will not bring.
 */
export interface Bus {
  publish(matchId: number, position: number): Promise<void>;
  onSignal(handler: (matchId: number, position: number) => void): void;
  /**
   * Tell every node that something of a national changed, so their cached answers are checked
   * against the database at once rather than within a second. Nothing is lost with a signal:
   * the versions are in the database.
   */
  publishChange(nationalId: number): Promise<void>;
  onChange(handler: (nationalId: number) => void): void;
  /**
   * Signals may have been missed (the bus has just (re)connected): the handler should re-read
   * every open feed. Buses that cannot miss signals need not implement it.
   */
  onResync?(handler: () => void): void;
  /** Where the bus reports trouble (the app's logger); before this, it writes to the console. */
  useLogger?(log: BusLogger): void;
  close(): Promise<void>;
}

export interface BusLogger {
  info(message: string): void;
  warn(message: string): void;
}

/** The embedded bus: one process, so a signal is a function call. */
export class LocalBus implements Bus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(matchId: number, position: number) {
    this.emitter.emit('signal', matchId, position);
  }

  onSignal(handler: (matchId: number, position: number) => void) {
    this.emitter.on('signal', handler);
  }

  async publishChange(nationalId: number) {
    this.emitter.emit('change', nationalId);
  }

  onChange(handler: (nationalId: number) => void) {
    this.emitter.on('change', handler);
  }

  async close() {
    this.emitter.removeAllListeners();
  }
}
