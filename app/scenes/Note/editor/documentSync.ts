import * as Y from 'yjs';
import { afterFrame } from '@app/lib/afterFrame';

/** What the socket says about one open note's document. */
export interface SocketFacts {
  /** The socket to the server is open. */
  connected: boolean;
  /** The first sync with the server has finished (the document is complete). */
  synced: boolean;
  /** Changes sent that the server has not acknowledged yet. */
  unsyncedChanges: number;
}

/** How far this document's own client has written (its clock in the state vector). */
const ownClock = (doc: Y.Doc) => Y.getState(doc.store, doc.clientID);

/**
 * Where one open note's words stand with the server, kept outside React.
 *
 * The provider reports a change sent, then acknowledged, for every key typed.
 * Held in the note screen's state, that rendered the screen (and every query
 * hook in it) two or three times per key, each commit also walking the whole
 * focused editor to save the selection (React does that while a
 * contenteditable has focus). Now only what shows the save state subscribes
 * (`useSaveState`), and the "not synced yet" report is made here, as the
 * facts change.
 */
export class DocumentSync {
  private facts: SocketFacts = { connected: false, synced: false, unsyncedChanges: 0 };
  /** The facts as the save state reads them (see `updateShown`). */
  private shown: SocketFacts = this.facts;
  /** The server has acknowledged the first sync's own message: the note is open. */
  private openedAcknowledged = false;
  /**
   * The socket closed after the note was open: the provider's sync when it opens again is a
   * handshake too, not a change, until the server acknowledges it.
   */
  private reconnecting = false;
  /** This client's clock when the server last had everything. */
  private acknowledgedClock: number;
  /** Typed here since then: counted even while no socket is open to send it. */
  private localEdits = false;
  private reportedUnsynced = false;
  private destroyed = false;
  private readonly listeners = new Set<() => void>();
  /**
   * Subscribers (what shows the save state) hear of the facts in a task after the frame:
   * the provider counts a key's change as it is typed, and rendering for it then was part of
   * the key's own handling. Several facts within the frame make one notice.
   */
  private readonly notice = afterFrame(() => this.listeners.forEach((listener) => listener()));

  constructor(
    private readonly doc: Y.Doc,
    private readonly handlers: {
      /** The note starts or stops holding words the server lacks. */
      onUnsyncedChange: (unsynced: boolean) => void;
      /** The server has every word typed here (connected, synced, nothing waiting). */
      onAllAcknowledged: () => void;
    },
  ) {
    this.acknowledgedClock = ownClock(doc);
    doc.on('update', this.onUpdate);
  }

  /**
   * Words typed here that the server has not acknowledged. The opening sync's own message is
   * not one (words kept from an earlier visit are counted apart, as unsent notes).
   */
  get unsynced(): boolean {
    return (
      this.localEdits ||
      (this.openedAcknowledged && !this.reconnecting && this.facts.unsyncedChanges > 0)
    );
  }

  readonly getSnapshot = (): SocketFacts => this.shown;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The provider's news: status, first sync, or the count of unacknowledged changes. */
  update(facts: Partial<SocketFacts>): void {
    // The provider, destroyed after this, still reports its socket closing.
    if (this.destroyed) return;
    const next = { ...this.facts, ...facts };
    if (
      next.connected === this.facts.connected &&
      next.synced === this.facts.synced &&
      next.unsyncedChanges === this.facts.unsyncedChanges
    )
      return;
    const before = this.facts;
    this.facts = next;
    if (next.synced && next.unsyncedChanges === 0) this.openedAcknowledged = true;
    if (before.connected && !next.connected) this.reconnecting = true;
    else if (next.connected && before.unsyncedChanges > 0 && next.unsyncedChanges === 0)
      this.reconnecting = false;
    if (next.connected && next.synced && next.unsyncedChanges === 0) {
      this.acknowledgedClock = ownClock(this.doc);
      this.localEdits = false;
      this.handlers.onAllAcknowledged();
    }
    this.reportUnsynced();
    this.updateShown();
  }

  /**
   * The provider counts its opening sync's own message as a change waiting for the server,
   * so between the server's document arriving and that message's acknowledgement the save
   * state read "Saving…" (held a second, as while typing) on every open of a note, nothing
   * typed. Until that acknowledgement the note reads as still connecting, unless something
   * is typed meanwhile. The same after the socket opens again (a dropped connection, a
   * server restarted): "Connecting…" until that sync is acknowledged, then "Saved", where it
   * read "Saving…" with nothing typed. While the socket is closed it reads offline, as before.
   */
  private updateShown() {
    const { connected, unsyncedChanges } = this.facts;
    const handshaking = !this.openedAcknowledged || (connected && this.reconnecting);
    const synced = this.facts.synced && (!handshaking || this.localEdits);
    const shown = this.shown;
    if (
      shown.connected === connected &&
      shown.synced === synced &&
      shown.unsyncedChanges === unsyncedChanges
    )
      return;
    this.shown = { connected, synced, unsyncedChanges };
    this.notice.request();
  }

  /** Stops following the document and the provider: nothing is reported after this. */
  destroy(): void {
    this.destroyed = true;
    this.notice.cancel();
    this.doc.off('update', this.onUpdate);
    this.listeners.clear();
  }

  private readonly onUpdate = () => {
    // The clock only grows: once ahead of the acknowledged one, it stays so until the next ack.
    if (this.localEdits || ownClock(this.doc) <= this.acknowledgedClock) return;
    this.localEdits = true;
    this.reportUnsynced();
    this.updateShown();
  };

  private reportUnsynced() {
    const unsynced = this.unsynced;
    if (unsynced === this.reportedUnsynced) return;
    this.reportedUnsynced = unsynced;
    this.handlers.onUnsyncedChange(unsynced);
  }
}
