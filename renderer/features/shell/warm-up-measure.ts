/**
 * The User Timing measure a screen's warm-up leaves (warm-up-screen.ts; DevTools' Performance
 * panel shows it). Apart from the warm-up, which needs the DOM, so that tests and benches in Node
 * can wait for it by name.
 */
export const warmUpMeasureName = (screen: string): string => `hookyard warm-up: ${screen}`;
