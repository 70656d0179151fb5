import { SearchOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import styles from './search-entry.module.css';

/** Looks like a search box; searching happens on the lawyer list. */
export function SearchEntry() {
  return (
    <Link className={styles.search} to={PATHS.lawyerList}>
      <SearchOutline className={styles.icon} />
      <span>搜索律师姓名、律所或擅长领域</span>
    </Link>
  );
}
