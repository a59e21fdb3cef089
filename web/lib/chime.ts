import { deviceSwitch } from "./deviceSwitch";

const sound = deviceSwitch("rasoi:kitchen-sound");

let audio: AudioContext | undefined;

/** Whether this device's kitchen screen plays a chime; remembered, since browsers need a tap first each visit. */
export const soundWanted = sound.isOn;

/** Called from the tap that turns sound on: browsers only let audio start inside a user gesture. */
export function setSoundWanted(on: boolean): void {
  sound.set(on);
  if (on && typeof AudioContext !== "undefined") {
    audio ??= new AudioContext();
    void audio.resume();
  }
}

/** Two short rising tones. Silent until a tap has unlocked audio on this visit. */
function chime(): void {
  if (audio?.state !== "running") return;
  const start = audio.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1320],
  ] as const) {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.25, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.16);
    tone.connect(gain).connect(audio.destination);
    tone.start(start + offset);
    tone.stop(start + offset + 0.17);
  }
}

/** Something new arrived on a staff screen: the chime when `sound` is on, and a buzz on phones. */
export function announce(sound: boolean): void {
  if (sound) chime();
  navigator.vibrate?.([200, 100, 200]);
}
