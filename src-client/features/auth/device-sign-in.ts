/**
 * Her own phone remembers who signs in on it and how (issue 29): Quick PIN then asks only for
 * the PIN. 'Not me' forgets it. Only the email and the method: never a secret.
 */
const KEY = 'hk-device-sign-in';

export interface DeviceSignIn {
  email: string;
  method: 'password' | 'pin';
}

export function rememberedSignIn(): DeviceSignIn | null {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<DeviceSignIn> | null;
    return typeof saved?.email === 'string' && (saved.method === 'pin' || saved.method === 'password') ? { email: saved.email, method: saved.method } : null;
  } catch {
    return null; // Private mode, or something else wrote the key: nothing remembered.
  }
}

export function rememberSignIn(signIn: DeviceSignIn | null): void {
  try {
    if (signIn) localStorage.setItem(KEY, JSON.stringify(signIn));
    else localStorage.removeItem(KEY);
  } catch {
    // Private mode: asked again next time.
  }
}
