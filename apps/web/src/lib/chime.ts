type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContextClass(): AudioContextClass | null {
  const scope = globalThis as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  return scope.AudioContext ?? scope.webkitAudioContext ?? null;
}

function audioContext(): AudioContext | null {
  if (context) return context;
  const Context = audioContextClass();
  if (!Context) return null;
  try {
    context = new Context();
  } catch {
    return null;
  }
  return context;
}

/**
 * Browsers keep audio silent until the page has been interacted with. A staff screen is
 * clicked long before the first walk-in arrives, and a customer taps their tracking page
 * long before their turn, so the first interaction wakes the audio up for the chimes to come.
 */
export function unlockChimeOnInteraction(): () => void {
  const unlock = () => {
    void audioContext()
      ?.resume()
      .catch(() => {});
  };
  const events = ['pointerdown', 'keydown'] as const;
  for (const event of events) window.addEventListener(event, unlock, { once: true });
  return () => {
    for (const event of events) window.removeEventListener(event, unlock);
  };
}

/** Two short rising tones, drawn by an oscillator: no audio file to download or cache. */
export async function playChime(): Promise<void> {
  const audio = audioContext();
  if (!audio) return;
  try {
    if (audio.state === 'suspended') await audio.resume();
    const start = audio.currentTime + 0.01;
    for (const [offset, frequency] of [
      [0, 880],
      [0.16, 1318.5],
    ] as const) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      const at = start + offset;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.22);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.24);
    }
  } catch {
    // No sound is no reason to fail: the screen still tells.
  }
}
