import styles from './chat-avatar.module.css';

/** The other party's photo, or the first character of the name on a tinted disc; beside a name, so silent. */
export function ChatAvatar({
  name,
  avatar,
  size = 44,
}: {
  name: string;
  avatar: string | null;
  size?: number;
}) {
  const dimensions = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  return avatar ? (
    <img className={styles.avatar} src={avatar} alt="" style={dimensions} loading="lazy" />
  ) : (
    <span className={`${styles.avatar} ${styles.initial}`} style={dimensions} aria-hidden="true">
      {name.slice(0, 1)}
    </span>
  );
}
