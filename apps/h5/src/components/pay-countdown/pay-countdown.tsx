import { useEffect, useState } from 'react';
import styles from './pay-countdown.module.css';

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/** Whole seconds left until `deadline` (epoch ms), ticking every second; 0 once it passed. */
export function useSecondsLeft(deadline: number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(deadline));
  useEffect(() => {
    const timer = setInterval(() => setSeconds(secondsUntil(deadline)), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return seconds;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 请在 mm:ss 内完成支付 for an unpaid order, then 支付已超时 once its deadline passed (the page then refetches). */
export function PayCountdown({ deadline }: { deadline: number }) {
  const seconds = useSecondsLeft(deadline);
  return (
    <p className={styles.countdown} role="timer" aria-live="off">
      {seconds > 0
        ? `请在 ${twoDigits(Math.floor(seconds / 60))}:${twoDigits(seconds % 60)} 内完成支付，超时订单将自动关闭`
        : '支付已超时，订单正在关闭'}
    </p>
  );
}
