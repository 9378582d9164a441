import { detectMac } from './key-combo';

/** Whether this window runs on macOS (Cmd for Ctrl, ⌥ for Alt). */
export const IS_MAC = detectMac(navigator.platform || navigator.userAgent);
