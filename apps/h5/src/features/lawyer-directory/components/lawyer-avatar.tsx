import styles from './lawyer-avatar.module.css';

/** A lawyer's photo, or the first character of the name on a tinted disc when there is none. */
export function LawyerAvatar({ name, avatar, size }: { name: string; avatar: string | null; size: number }) {
  const dimensions = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  return avatar ? (
    <img className={styles.avatar} src={avatar} alt={`${name}的头像`} style={dimensions} loading="lazy" />
  ) : (
    <span className={`${styles.avatar} ${styles.initial}`} style={dimensions} aria-hidden="true">
      {name.slice(0, 1)}
    </span>
  );
}
