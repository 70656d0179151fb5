import type { Lifecycle } from './lifecycle';

/**
 * A lifecycle as a mermaid state diagram: every state with its label, every transition with its name and
 * actors (a transition that keeps the state is drawn as a loop), every timer. docs/lifecycles.md holds
 * these blocks; a test fails when the doc and the table disagree.
 */
export function lifecycleMermaid<S extends string, N extends string>(lifecycle: Lifecycle<S, N>): string {
  const lines = ['stateDiagram-v2'];
  for (const state of lifecycle.states) {
    const seed = state.seedValue === null ? '' : ` (${state.seedValue})`;
    lines.push(`  ${state.key}: ${state.key} ${state.label}${seed}`);
  }
  lines.push(`  [*] --> ${lifecycle.initial}`);
  for (const transition of lifecycle.transitions) {
    for (const from of transition.from) {
      const to = transition.to ?? from;
      const money = transition.money ? ` · ${transition.money}` : '';
      lines.push(`  ${from} --> ${to}: ${transition.name} [${transition.actors.join('/')}]${money}`);
    }
  }
  for (const state of lifecycle.states.filter((item) => item.terminal)) lines.push(`  ${state.key} --> [*]`);
  for (const timer of lifecycle.timers) {
    const hours = timer.afterMs / 3_600_000;
    const delay = hours >= 1 ? `${hours} h` : `${timer.afterMs / 60_000} min`;
    const paused = timer.pausedWhile ? `, paused while ${timer.pausedWhile}` : '';
    lines.push(`  note right of ${timer.state}: ${delay} after ${timer.from} → ${timer.transition}${paused}`);
  }
  return lines.join('\n');
}
