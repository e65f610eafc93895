/** The one error body of every REST response (DESIGN §5). */
export interface ErrorBody {
  error: string;
  code: string;
  issues?: { path: string; message: string }[];
  /** Present on a sign-in refused for account status (spec §3). */
  status?: string;
}

/** Server texts the client also translates; spec §4/§8 wordings where the spec has one. */
export const MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  invalidPinCredentials: 'Invalid email or PIN',
  accountPending: 'Your account is awaiting admin approval.',
  accountRejected: 'Your account has been rejected. Please contact support.',
  pinLocked: 'PIN login is locked after too many failed attempts. Sign in with your password to unlock it.',
  noPinSet: 'Quick PIN login is not set up for this account',
  tooManyAttempts: 'Too many failed attempts. Please try again later.',
  emailTaken: 'An account with this email already exists',
  adminExists: 'An admin account already exists. Ask an admin to create your account.',
  adminCreated: 'Admin account created successfully!',
  accountCreated: 'Account created! Waiting for admin approval.',
  currentPasswordWrong: 'Current password is incorrect',
  currentPasswordRequired: 'Enter your current password to change your email',
  pushEndpointTaken: 'This device is already subscribed for another account',
  notSignedIn: 'You are not signed in',
  forbidden: 'You do not have permission to do this',
  notFound: 'Not found',
  hotelNotFound: 'Hotel not found',
  userNotFound: 'User not found',
  crossOrigin: 'Cross-origin request refused',
  jsonOnly: 'Request body must be JSON (Content-Type: application/json)',
  noPin: 'No PIN is set',
  roomNotFound: 'Room not found',
  statusNotAllowed: 'You cannot set this room to that status',
  assigneeNotHousekeeper: 'Rooms can only be assigned to approved housekeepers of this hotel',
  roomNotAssignable: 'Only dirty or assigned rooms can be assigned',
  roomReassigned: 'This room has been reassigned to someone else; your change was not applied',
  roomMovedOn: 'This room has changed since; your change was not applied',
  selectRoomsAndHousekeeper: 'Please select rooms and a housekeeper',
  changesGone: 'These changes are no longer kept; reload the board',
  // Refusals of a malformed request; fixed texts, since quoting the request back is how
  // reflected content gets into a response.
  badRequest: 'The request is not valid',
  badJson: 'Request body is not valid JSON',
  badUrl: 'The request address is not valid',
  urlTooLong: 'The request address is too long',
  headersTooLarge: 'The request headers are too large',
  bodyTooLarge: 'Request body is too large',
  methodNotAllowed: 'This method is not allowed here',
} as const;
