import type { LegalTypeNode } from '@lawbridge/contract';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { Link } from 'react-router';
import { AsyncView } from '../../../components/async-view';
import { useLegalTypeTree } from '../../common/api/get-legal-type-tree';
import { lawyerListAddress } from '../../lawyer-directory/lawyer-list-address';
import styles from './legal-type-grid.module.css';

const TINTS = ['#1677ff', '#00b578', '#ff8f1f', '#7b61ff', '#ff3141', '#13c2c2'];

/** The practice areas (parents of the legal-type tree); each opens the lawyer list filtered by it. */
export function LegalTypeGrid() {
  const tree = useLegalTypeTree();
  return (
    <section className={styles.section} aria-labelledby="legal-types-title">
      <h2 id="legal-types-title" className={styles.heading}>
        按领域找律师
      </h2>
      <AsyncView
        query={tree}
        isEmpty={(nodes) => nodes.length === 0}
        emptyText="暂无法律领域"
        loading={
          <div className={styles.loading}>
            <Skeleton.Paragraph lineCount={3} animated />
          </div>
        }
      >
        {(nodes) => (
          <div className={styles.grid}>
            {nodes.map((node, index) => (
              <LegalTypeCell key={node.id} node={node} tint={TINTS[index % TINTS.length] ?? '#1677ff'} />
            ))}
          </div>
        )}
      </AsyncView>
    </section>
  );
}

function LegalTypeCell({ node, tint }: { node: LegalTypeNode; tint: string }) {
  return (
    <Link className={styles.cell} to={lawyerListAddress({ legal_type_id: node.id })}>
      <span className={styles.badge} style={{ color: tint, background: `${tint}14` }} aria-hidden="true">
        {node.name.slice(0, 1)}
      </span>
      <span className={styles.name}>{node.name}</span>
    </Link>
  );
}
