/** What travels on the pub/sub bus when sessions end: with Redis every process hears it and closes their sockets. */
export interface SessionsEndedEvent {
  sessionIds: string[];
}
