/** Every console route, relative to the router's basename (/admin). */
export const paths = {
  login: '/login',
  dashboard: '/',
  applications: '/applications',
  /** The queue with one application opened over it (`/applications` when none is). */
  applicationsWithOpen: '/applications/:id?',
  lawyers: '/lawyers',
  /** The lawyers list with one lawyer's profile opened over it. */
  lawyersWithOpen: '/lawyers/:uuid?',
  users: '/users',
  /** 用户管理 with one user's detail opened over it. */
  usersWithOpen: '/users/:uuid?',
  feedback: '/feedback',
  /** The feedback inbox with one feedback's reply dialog opened over it. */
  feedbackWithOpen: '/feedback/:id?',
  content: '/content',
  contentEdit: '/content/:key',
  auditLog: '/audit-log',
  serviceOrders: '/service-orders',
  /** The service orders with one order's detail opened over them. */
  serviceOrdersWithOpen: '/service-orders/:orderNo?',
  refunds: '/refunds',
  settings: '/settings',
  reviews: '/reviews',
  /** Paid appointments waiting for a lawyer to be assigned. */
  appointmentDispatch: '/appointment-dispatch',
  appointments: '/appointments',
  /** The appointments with one appointment's detail opened over them. */
  appointmentsWithOpen: '/appointments/:orderNo?',
  appointmentRefunds: '/appointment-refunds',
  withdrawals: '/withdrawals',
  /** The withdrawal queue with one withdrawal's detail opened over it. */
  withdrawalsWithOpen: '/withdrawals/:withdrawalNo?',
  appeals: '/appeals',
  /** The appeal queue with one appeal opened over it. */
  appealsWithOpen: '/appeals/:id?',
  /** Lawyers with strikes from upheld appeals (paused ones first). */
  lawyerStrikes: '/lawyer-strikes',
  /** Documents waiting for review (oldest first), with one opened over the queue. */
  documentReview: '/document-review',
  documentReviewWithOpen: '/document-review/:id?',
  documents: '/documents',
  /** Every document with one opened over the list. */
  documentsWithOpen: '/documents/:id?',
  documentReports: '/document-reports',
  documentOrders: '/document-orders',
  /** The document orders with one order opened over them. */
  documentOrdersWithOpen: '/document-orders/:orderNo?',
  documentSettings: '/document-settings',
} as const;

/** One service order opened over the list; `search` keeps the list's filters and page. */
export function serviceOrderPath(orderNo: string, search = ''): string {
  return `${paths.serviceOrders}/${encodeURIComponent(orderNo)}${search}`;
}

/** One appointment opened over the list; `search` keeps the list's filters and page. */
export function appointmentPath(orderNo: string, search = ''): string {
  return `${paths.appointments}/${encodeURIComponent(orderNo)}${search}`;
}

/** One withdrawal opened over the queue; `search` keeps the queue's filters and page. */
export function withdrawalPath(withdrawalNo: string, search = ''): string {
  return `${paths.withdrawals}/${encodeURIComponent(withdrawalNo)}${search}`;
}

/** One appeal opened over the queue; `search` keeps the queue's filters and page. */
export function appealPath(id: number, search = ''): string {
  return `${paths.appeals}/${id}${search}`;
}

/** One document opened over the review queue; `search` keeps the queue's page. */
export function documentReviewPath(id: number, search = ''): string {
  return `${paths.documentReview}/${id}${search}`;
}

/** One document opened over 文档管理; `search` keeps the list's filters and page. */
export function documentPath(id: number, search = ''): string {
  return `${paths.documents}/${id}${search}`;
}

/** One document order opened over the list; `search` keeps the list's filters and page. */
export function documentOrderPath(orderNo: string, search = ''): string {
  return `${paths.documentOrders}/${encodeURIComponent(orderNo)}${search}`;
}

/** One application opened over the queue; `search` keeps the queue's filters and page. */
export function applicationPath(id: number, search = ''): string {
  return `${paths.applications}/${id}${search}`;
}

/** One lawyer's profile opened over the list; `search` keeps the list's filters and page. */
export function lawyerPath(uuid: string, search = ''): string {
  return `${paths.lawyers}/${encodeURIComponent(uuid)}${search}`;
}

/** One user's detail opened over 用户管理; `search` keeps the list's filters and page. */
export function userPath(uuid: string, search = ''): string {
  return `${paths.users}/${encodeURIComponent(uuid)}${search}`;
}

/** One feedback's reply dialog opened over the inbox; `search` keeps the inbox's filter and page. */
export function feedbackPath(id: number | string, search = ''): string {
  return `${paths.feedback}/${id}${search}`;
}

export function contentEditPath(key: string): string {
  return `${paths.content}/${key}`;
}

export const RETURN_PARAM = 'redirect';

/** The login page, remembering where to come back to (unless that is the dashboard anyway). */
export function loginPathFor(returnTo: string): string {
  if (returnTo === paths.dashboard || returnTo.startsWith(paths.login)) return paths.login;
  return `${paths.login}?${new URLSearchParams({ [RETURN_PARAM]: returnTo }).toString()}`;
}

/** Where to go after login: only a path inside the console, never another origin. */
export function returnPathFrom(search: URLSearchParams): string {
  const target = search.get(RETURN_PARAM);
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return paths.dashboard;
  }
  return target;
}
