/**
 * An element's timer in run mode (ADR 044): counts down from the element's minutes when it has them, else counts up;
 * it starts paused. The clock is a `timer` role (not announced every second); reaching 0:00 says 'Time is up'.
 */
import { Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/utils.ts';
import { timerText } from './run-steps.ts';

/** Props of RunTimer; give it a `key` per step so each step starts from zero. */
export interface RunTimerProps {
  minutes: number | undefined;
}

/** The timer with its Start / Pause button. */
export function RunTimer({ minutes }: RunTimerProps) {
  const [elapsed, setElapsed] = useState(0);
  const [running, setRunning] = useState(false);

  // `elapsed` is read once when the timer starts; the interval then measures from that moment.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarting on every tick would drift.
  useEffect(() => {
    if (!running) return;
    const started = Date.now() - elapsed * 1000;
    const timer = setInterval(() => setElapsed(Math.floor((Date.now() - started) / 1000)), 250);
    return () => clearInterval(timer);
  }, [running]);

  const { clock, over } = timerText(minutes, elapsed);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <div
        role="timer"
        aria-label={minutes === undefined ? 'Time spent' : 'Time left'}
        className={cn(
          'font-display text-5xl font-semibold tabular-nums tracking-tight',
          over && 'text-accent-foreground',
        )}
      >
        {clock}
      </div>
      <Button variant="outline" onClick={() => setRunning(!running)}>
        {running ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
        {running ? 'Pause' : elapsed > 0 ? 'Resume' : 'Start'}
      </Button>
      {over ? (
        <p role="status" className="text-sm font-medium text-accent-foreground">
          Time is up
        </p>
      ) : null}
    </div>
  );
}
