/** Socket rooms; joining one is granted only by a checked token (see hub.ts). */
export const rooms = {
  user: (userId: number) => `user:${userId}`,
  session: (sessionId: string) => `session:${sessionId}`,
  business: (businessId: number) => `business:${businessId}`,
  managers: (businessId: number) => `business:${businessId}:managers`,
  sandbox: (businessId: number) => `sandbox:${businessId}`,
  /** The twin of a user, business or managers room for the sockets that read AddMessageContact. */
  addMessageContact: (room: string) => `${room}:AddMessageContact`,
};
