// One WebSocket to one side of a served run: the hello, decoding, reconnecting, and the
// screen flow control. The server sends the next screen only after a "Drawn" for the last
// one, so this counts the screens it owes an acknowledgement for and the app pays them
// back after it has drawn (a hidden tab draws nothing, acknowledges nothing, and so is sent
// nothing: no bandwidth or CPU spent on screens nobody sees).

import { isRunId, mac, newNonce, sameText } from './challenge';
import { type Credentials, pagePort } from './credentials';
import {
  answerMessage,
  commandMessage,
  decodeMaps,
  decodeScreen,
  decodeServerText,
  DRAWN_MESSAGE,
  helloMessage,
  isMaps,
  type Maps,
  mapsMessage,
  type RemoteCommand,
  type SaliencySettings,
  type Screen,
  type TrainerEvent,
  type Welcome,
} from './protocol';

export interface ConnectionHandlers {
  welcome(w: Welcome): void;
  live(): void;
  event(atMs: number, ev: TrainerEvent): void;
  refused(why: string): void;
  /** The server's last word; `welcomed`: whether this socket had a Welcome before it. */
  bye(why: string, welcomed: boolean): void;
  screen(s: Screen): void;
  /** Saliency maps (only after the page asked for them, `askMaps`). */
  maps(m: Maps): void;
  /** The socket closed; `retryMs` is when the next attempt will be made, or null for never. */
  closed(retryMs: number | null): void;
}

/** The address of a side's socket on the page's own server. */
export function socketUrl(side: number): string {
  const scheme = location.protocol === 'https:' ? 'wss://' : 'ws://';
  return `${scheme}${location.host}/ws${side > 0 ? `?side=${side}` : ''}`;
}

export class Connection {
  private ws: WebSocket | null = null;
  /** Screens received and not yet acknowledged with "Drawn". */
  private owed = 0;
  private retryTimer: number | undefined;
  private closedForGood = false;
  /** Whether the current socket has had its Welcome (a Bye before one turns the page away). */
  private welcomed = false;
  /** The current socket's nonce, for its challenge. */
  private nonce = '';
  /** The saliency maps the page wants (asked again on every new socket), or none. */
  private mapsWish: SaliencySettings | null = null;
  /** The run this connection follows (its id from the first welcome), or null. */
  private run: string | null = null;
  /** The socket's challenge named this connection's run, or null before it. */
  private challengeRun: string | null = null;
  /** The port now serves another run: no more attempts until the viewer asks. */
  private otherRun = false;

  constructor(
    private readonly url: string,
    private readonly credentials: Credentials,
    private readonly on: ConnectionHandlers,
    /** How long to wait before reconnecting after a close, or null to stay closed. */
    private readonly retryDelay: () => number | null,
  ) {}

  open(): void {
    if (this.closedForGood) return;
    this.owed = 0;
    this.welcomed = false;
    let ws: WebSocket;
    try {
      ws = new WebSocket(this.url);
    } catch {
      this.scheduleRetry();
      return;
    }
    ws.binaryType = 'arraybuffer';
    this.ws = ws;
    this.nonce = newNonce();
    ws.onopen = () => ws.send(helloMessage(this.nonce));
    ws.onmessage = (m: MessageEvent) => {
      if (ws !== this.ws) return; // a stale socket's late message
      if (typeof m.data === 'string') this.text(m.data);
      else if (m.data instanceof ArrayBuffer) this.binary(m.data);
    };
    ws.onclose = () => {
      if (ws !== this.ws) return;
      this.ws = null;
      this.owed = 0;
      this.scheduleRetry();
    };
  }

  get connected(): boolean {
    return this.ws !== null && this.ws.readyState === WebSocket.OPEN;
  }

  /** Sends a command; false when there is no open connection to send it on. */
  send(cmd: RemoteCommand): boolean {
    if (!this.connected || !this.ws) return false;
    this.ws.send(commandMessage(cmd));
    return true;
  }

  /** Asks for saliency maps made so (null: no more); asked again after a reconnect. */
  askMaps(wish: SaliencySettings | null): void {
    this.mapsWish = wish;
    if (this.connected && this.welcomed) this.ws?.send(mapsMessage(wish));
  }

  /** Acknowledges every screen received so far: call after drawing the newest. */
  drawn(): void {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) {
      this.owed = 0;
      return;
    }
    for (; this.owed > 0; this.owed--) this.ws.send(DRAWN_MESSAGE);
  }

  /**
   * Connects again now (after a run ended, the viewer asks to watch what follows): whatever
   * run serves the port now is followed from here on.
   */
  reopen(): void {
    if (this.ws !== null || this.closedForGood) return;
    clearTimeout(this.retryTimer);
    this.run = null;
    this.otherRun = false;
    this.open();
  }

  /** Closes and never reconnects (the page no longer shows this side). */
  dispose(): void {
    this.closedForGood = true;
    clearTimeout(this.retryTimer);
    const ws = this.ws;
    this.ws = null;
    ws?.close();
  }

  /** A text message: one JSON message a line (the server batches what it has at once). */
  private text(data: string): void {
    let from = 0;
    while (from <= data.length) {
      let end = data.indexOf('\n', from);
      if (end < 0) end = data.length;
      this.line(data.slice(from, end));
      from = end + 1;
    }
  }

  private line(data: string): void {
    const msg = decodeServerText(data);
    if (!msg) return; // unknown message: a newer server's, skipped
    switch (msg.kind) {
      case 'Challenge': {
        const c = msg.challenge;
        if (!isRunId(c.run)) return this.turnAway('the server’s challenge names no run: not a reincarnate trainer of this page’s version');
        if (this.run !== null && c.run !== this.run) {
          // Whoever holds the port now (another run, or a program passing this page on to
          // one) is not the run this page showed.
          this.otherRun = true;
          return this.turnAway(
            'the port now serves another run than the one this page showed (its trainer ended): open the address the trainer printed, with its token, to follow what serves there now',
          );
        }
        const key = this.credentials.keyFor(c.run);
        let answer: string | null = null;
        if (key !== null) {
          // A server that does not prove it holds the token gets no answer from this page.
          const port = pagePort();
          const proof = mac('server', key, port, this.nonce, c.nonce);
          if (c.proof === null || !sameText(c.proof, proof)) {
            return this.turnAway(
              'the server does not prove that it holds this page’s token for this port, so the page did not answer it: another program may hold the port (the run’s trainer may have ended), the token is not this run’s, or the page came through a tunnel to another port (a tunnel must keep the trainer’s port)',
            );
          }
          answer = mac('viewer', key, port, this.nonce, c.nonce);
        } else if (this.credentials.any && c.token_needed) {
          return this.turnAway(
            'this page kept the key of an earlier run only (a reload keeps no token): open the address the trainer printed, with its token, again',
          );
        }
        this.challengeRun = c.run;
        this.ws?.send(answerMessage(answer));
        break;
      }
      case 'Welcome':
        this.welcomed = true;
        this.run = this.challengeRun;
        this.on.welcome(msg.welcome);
        if (this.mapsWish) this.ws?.send(mapsMessage(this.mapsWish));
        break;
      case 'Live':
        this.on.live();
        break;
      case 'Refused':
        this.on.refused(msg.why);
        break;
      case 'Bye':
        this.on.bye(msg.why, this.welcomed);
        break;
      case 'Event':
        if (msg.event) this.on.event(msg.at_ms, msg.event);
        break;
    }
  }

  private binary(buf: ArrayBuffer): void {
    // Saliency maps come as they are made (the page asked for them): no "Drawn" is owed.
    if (isMaps(buf)) {
      const maps = decodeMaps(buf);
      if (maps) this.on.maps(maps);
      return;
    }
    this.owed++;
    const screen = decodeScreen(buf);
    // A screen that cannot be drawn is acknowledged at once, or the server would wait
    // for its "Drawn" forever and send no more.
    if (screen) this.on.screen(screen);
    else this.drawn();
  }

  /** Says why the page did not answer, as the server's turning it away, and closes. */
  private turnAway(why: string): void {
    this.on.bye(why, false);
    this.ws?.close();
  }

  private scheduleRetry(): void {
    const delay = this.closedForGood || this.otherRun ? null : this.retryDelay();
    this.on.closed(delay);
    if (delay === null) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = window.setTimeout(() => this.open(), delay);
  }
}
