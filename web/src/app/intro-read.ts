const KEY = 'guide-intro-read';

/** Ardi's tour is shown once per visit: someone who read it before signing in goes straight to onboarding. */
export function markIntroRead(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Without storage the tour simply shows again.
  }
}

export function introRead(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
