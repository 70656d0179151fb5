import { formatFen, type DocumentDetail } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { loginAddress } from '../../../app/paths';
import { BarAmount, BottomBar, BottomBarSpace } from '../../orders/components/bottom-bar';
import { documentDetailAddress, documentPayAddress, documentReadAddress } from '../document-address';
import type { useDocumentDownload } from '../use-document-download';

export interface DocumentActionBarProps {
  document: DocumentDetail;
  signedIn: boolean;
  /** Inside WeChat, where downloads are blocked: 复制下载链接 instead of 下载. */
  inWechat: boolean;
  downloads: ReturnType<typeof useDocumentDownload>;
}

/**
 * The detail's foot, by what the viewer may do: 下载 (inside WeChat 复制下载链接) and 在线阅读 when entitled;
 * otherwise 购买 (继续支付 for an unpaid order) with the price, or, for a free document, 登录后下载.
 */
export function DocumentActionBar({ document, signedIn, inWechat, downloads }: DocumentActionBarProps) {
  const { navigateTo } = useAppNavigation();
  const { viewer } = document;

  let buttons;
  if (viewer.entitled) {
    buttons = (
      <>
        <Button
          shape="rounded"
          color="primary"
          fill="outline"
          onClick={() => navigateTo(documentReadAddress(document.id))}
        >
          在线阅读
        </Button>
        {inWechat ? (
          <Button shape="rounded" color="primary" onClick={() => void downloads.copyLink('pdf')}>
            复制下载链接
          </Button>
        ) : (
          <Button shape="rounded" color="primary" onClick={() => void downloads.download('pdf')}>
            下载
          </Button>
        )}
      </>
    );
  } else if (document.price === 0 || viewer.own) {
    buttons = (
      <Button
        shape="rounded"
        color="primary"
        onClick={() => navigateTo(loginAddress(documentDetailAddress(document.id)))}
        disabled={signedIn}
      >
        {signedIn ? '暂不可下载' : '登录后下载'}
      </Button>
    );
  } else {
    buttons = (
      <>
        <BarAmount label="价格" yuan={formatFen(document.price)} />
        <Button shape="rounded" color="primary" onClick={() => navigateTo(documentPayAddress(document.id))}>
          {viewer.order_state === 'unpaid' ? '继续支付' : '购买'}
        </Button>
      </>
    );
  }

  return (
    <>
      <BottomBarSpace />
      <BottomBar label="文档操作">{buttons}</BottomBar>
    </>
  );
}
