// The early request of index.html: on the document centre (文档下载) and a document's detail, a static
// inline script starts the page's first API request while the app's code is still loading; the request
// layer (src/lib/request/early-response.ts) takes that response instead of asking again when its own
// first request has the same address and token. An address the app would ask differently (a filter it
// drops) only costs a request nobody reads. When the answer comes, the pictures the page will show first
// (the covers of the first screen's cards, or the detail's first preview page and its cover) are
// preloaded, so they load beside the code instead of after it.

/** The route, API paths, page size and token header of the app (test/app/early-data.test.ts checks them). */
export const EARLY_DATA = {
  route: '/pages/common/document/download',
  list: '/api/v1/document',
  detail: '/api/v1/document/detail',
  pageSize: 20,
  tokenHeader: 'x-token',
  /** The cards of the first screen, whose covers load at once (DocumentResults). */
  firstScreenCards: 5,
} as const;

/** The global the script leaves for the request layer. */
export const EARLY_GLOBAL = 'lawbridgeEarly';

/** The inline script (the session store's localStorage key gives the signed-in user's token). */
export function earlyDataScript(sessionKey: string): string {
  const d = EARLY_DATA;
  return (
    `(function(){var h=location.hash.slice(1),i=h.indexOf('?');` +
    `if((i<0?h:h.slice(0,i))!==${JSON.stringify(d.route)})return;` +
    `var q=new URLSearchParams(i<0?'':h.slice(i+1)),o=new URLSearchParams(),u,t=null,k;` +
    `if(q.get('id')){o.set('id',q.get('id'));u=${JSON.stringify(d.detail)}}` +
    `else{k=['keyword','legal_type_id'];for(var j=0;j<k.length;j++)if(q.get(k[j]))o.set(k[j],q.get(k[j]));` +
    `o.set('sort',q.get('sort')||'default');o.set('page','1');o.set('page_size','${d.pageSize}');` +
    `u=${JSON.stringify(d.list)}}` +
    `u+='?'+o;try{t=JSON.parse(localStorage.getItem(${JSON.stringify(sessionKey)})||'{}').state.token||null}catch(e){}` +
    `var g={};if(t)g[${JSON.stringify(d.tokenHeader)}]=t;` +
    `var r=fetch(u,{headers:g}).then(function(x){if(x.ok)x.clone().json().then(function(b){` +
    `var v=(b&&b.data)||{},l=[],n,e;` +
    `if(v.list){for(n=0;n<v.list.length&&n<${d.firstScreenCards};n++)if(v.list[n].cover_url)l.push(v.list[n].cover_url)}` +
    `else{if(v.previews&&v.previews[0])l.push(v.previews[0].url);if(v.cover_url)l.push(v.cover_url)}` +
    `for(n=0;n<l.length;n++){e=document.createElement('link');e.rel='preload';e.setAttribute('as','image');e.href=l[n];` +
    `document.head.appendChild(e)}},function(){});return x});r.catch(function(){});` +
    `window.${EARLY_GLOBAL}={hash:location.hash,url:u,token:t,response:r}})()`
  );
}
