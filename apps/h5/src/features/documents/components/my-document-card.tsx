import { formatFen, type DocumentUploadRules, type MyDocumentItem } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useDocumentSale } from '../api/document-mutations';
import { documentDetailAddress } from '../document-address';
import { priceText } from '../document-text';
import { DocumentCover } from './document-cover';
import { VersionUpload } from './version-upload';
import card from '../../../components/list-card/list-card.module.css';
import record from './record-card.module.css';
import styles from './my-document-card.module.css';

/** States whose document a new version may replace (a failed or rejected upload is fixed by a new file too). */
const VERSIONABLE: ReadonlySet<string> = new Set(['listed', 'rejected', 'failed', 'withdrawn']);

/**
 * One of my uploads in 我的文档: state and why, price, sales and income, a newer version under review; 查看,
 * 停售 / 重新上架 and 上传新版本.
 */
export function MyDocumentCard({
  item,
  rules,
}: {
  item: MyDocumentItem;
  rules: DocumentUploadRules | undefined;
}) {
  const { navigateTo } = useAppNavigation();
  const sale = useDocumentSale();
  const pending = item.pending_version;

  async function setOnSale(onSale: boolean) {
    if (!onSale) {
      const sure = await Dialog.confirm({
        content: '停售后文档将不在文档中心展示，已购买的用户仍可下载。确定停售吗？',
        confirmText: '确定停售',
        cancelText: '再想想',
      });
      if (!sure) return;
    }
    sale.mutate(
      { id: item.id, on_sale: onSale },
      { onSuccess: () => showToast(onSale ? '已重新上架' : '已停售') },
    );
  }

  return (
    <li className={card.item}>
      <div className={card.card} aria-label={item.title} role="group">
        <div className={record.row}>
          <DocumentCover url={item.cover_url} title={item.title} />
          <span className={record.body}>
            <span className={card.head}>
              <span className={record.title}>{item.title}</span>
              <span className={record.state}>{item.state_label}</span>
            </span>
            {item.reason ? <span className={record.reason}>原因：{item.reason}</span> : null}
            <span className={card.meta}>
              {priceText(item.price)} · 已售 {item.sales} · 收入 ¥{formatFen(item.income)}
            </span>
            <span className={card.meta}>
              第{item.version_no}版 · 更新于 {formatDateTime(item.updated_at)}
            </span>
            {pending ? (
              <span className={record.reason}>
                新版本（第{pending.version_no}版）{pending.state_label}
                {pending.reason ? `：${pending.reason}` : ''}
              </span>
            ) : null}
          </span>
        </div>
        <div className={styles.actions}>
          <Button size="small" onClick={() => navigateTo(documentDetailAddress(item.id))}>
            查看
          </Button>
          {item.state === 'listed' ? (
            <Button size="small" loading={sale.isPending} onClick={() => void setOnSale(false)}>
              停售
            </Button>
          ) : null}
          {item.state === 'withdrawn' ? (
            <Button
              size="small"
              color="primary"
              loading={sale.isPending}
              onClick={() => void setOnSale(true)}
            >
              重新上架
            </Button>
          ) : null}
        </div>
        {rules &&
        VERSIONABLE.has(item.state) &&
        pending?.state !== 'processing' &&
        pending?.state !== 'reviewing' ? (
          <VersionUpload documentId={item.id} rules={rules} />
        ) : null}
      </div>
    </li>
  );
}
