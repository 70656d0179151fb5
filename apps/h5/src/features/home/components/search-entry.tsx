import { SearchOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { FOCUS_SEARCH, lawyerListAddress } from '../../lawyer-directory/lawyer-list-address';
import styles from './search-entry.module.css';

/** Looks like a search box; it opens the lawyer list with its search box focused. */
export function SearchEntry() {
  return (
    <Link className={styles.search} to={lawyerListAddress({ focus: FOCUS_SEARCH })}>
      <SearchOutline className={styles.icon} />
      <span>搜索律师姓名、律所或拼音首字母</span>
    </Link>
  );
}
