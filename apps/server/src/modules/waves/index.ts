// The waves module's public face: what other modules use.
export { openWaveOf, pickWaveItem, waveListCompleted, waveListStarted } from './wave-picking';
