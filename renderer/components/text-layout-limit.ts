/**
 * Characters of a text from a hook or an agent laid out at first (LongText: half from its start,
 * half from its end; the bench's live output: its start). Chromium lays out text that changes
 * script from character to character (an agent's command of mixed scripts, a hook's binary
 * output) at up to 100 µs a character, holding the window meanwhile: 20,000 such characters took
 * 1.7–2.1 s here, a 400,000-character command in an approval 38 s, a megabyte of binary output
 * 6.4 s. A megabyte of plain ASCII takes 0.15 s, but which text is which is not known up front.
 */
export const LONG_TEXT_SHOWN = 16_000;
