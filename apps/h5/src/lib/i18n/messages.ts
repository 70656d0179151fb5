/** Runtime texts of the app frame (seed §8) in every supported locale. Product pages are Chinese only. */
export const LOCALES = ['en', 'es', 'fr', 'zh-Hans', 'zh-Hant'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en';

export type MessageKey = 'connectionTimeout' | 'contentCopied' | 'copyFailed' | 'done' | 'cancel';

export const MESSAGES: Record<Locale, Record<MessageKey, string>> = {
  en: {
    connectionTimeout: 'The connection timed out, click the screen to try again.',
    contentCopied: 'Content copied',
    copyFailed: 'Copy failed, please copy manually',
    done: 'Done',
    cancel: 'Cancel',
  },
  es: {
    connectionTimeout: 'Se agotó el tiempo de conexión, toque la pantalla para volver a intentarlo.',
    contentCopied: 'Contenido copiado',
    copyFailed: 'No se pudo copiar, cópielo manualmente',
    done: 'Listo',
    cancel: 'Cancelar',
  },
  fr: {
    connectionTimeout: 'La connexion a expiré, touchez l’écran pour réessayer.',
    contentCopied: 'Contenu copié',
    copyFailed: 'Échec de la copie, veuillez copier manuellement',
    done: 'Terminé',
    cancel: 'Annuler',
  },
  'zh-Hans': {
    connectionTimeout: '连接服务器超时，点击屏幕重试',
    contentCopied: '内容已复制',
    copyFailed: '复制失败，请手动复制',
    done: '完成',
    cancel: '取消',
  },
  'zh-Hant': {
    connectionTimeout: '連接伺服器超時，點擊螢幕重試',
    contentCopied: '內容已複製',
    copyFailed: '複製失敗，請手動複製',
    done: '完成',
    cancel: '取消',
  },
};
