/** An error a user may see. The one error handler in app.ts turns it into an HTTP answer. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** A stable word screens may act on (`plan_inactive`), beside the message a person reads. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'Please sign in to continue.') => new AppError(401, message);
export const forbidden = (message = 'You do not have access to this.') =>
  new AppError(403, message);
export const notFound = (message = 'We could not find that.') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
/** Something that worked for a while and has ended (a sign-in challenge): start again. */
export const gone = (message: string) => new AppError(410, message);
/** The family's plan has lapsed: this change waits until a caregiver chooses the plan. */
export const paymentRequired = (message: string, code: string) =>
  new AppError(402, message, {}, code);
