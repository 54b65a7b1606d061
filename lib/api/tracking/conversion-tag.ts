import { trackingSettings } from '@/lib/services/tracking';

/**
 * The JavaScript tag (`GET /conversion.js`), for brands that cannot write an image tag with the
 * clickref themselves. On any page of the brand's site it remembers the clickref a shopper
 * landed with (the redirect appends `?clickref=...`; kept in the site's own localStorage, the
 * last 20, for the campaign's cookie period at most: attribution judges the time). On the
 * confirmation page, given the sale in data attributes, it sends the conversion URL as a pixel:
 *
 *   <script async src="https://track.example/conversion.js" data-campaign="7"
 *     data-conversionref="ORDER-1" data-value="25.00" data-currency="GBP"
 *     data-voucher="SUMMER10" data-customertype="new" data-clickref="(optional: the brand's own)"
 *     data-items='[{"sku":"SH-1","category":"shoes","value":"20.00","quantity":1}]'></script>
 *
 * data-clickref, when set, replaces the remembered ones. The request is unsigned: a pixel.
 */
const SCRIPT = String.raw`(function () {
  var s = document.currentScript;
  if (!s || !s.src) return;
  var KEY = 'anet_clickrefs', PARAM = __PARAM__, REF = /^[A-Za-z0-9_-]{1,64}$/;
  var base = s.src.replace(/\/conversion\.js(?:[?#].*)?$/, '');
  var refs = [];
  try { refs = JSON.parse(window.localStorage.getItem(KEY) || '[]'); } catch (e) { refs = []; }
  if (!(refs instanceof Array)) refs = [];
  var m = new RegExp('[?&]' + PARAM.replace(/[.\-]/g, '\\$&') + '=([^&#]*)').exec(window.location.search);
  var landed = m ? decodeURIComponent(m[1]) : '';
  if (REF.test(landed)) {
    var kept = [];
    for (var i = 0; i < refs.length; i++) if (refs[i] !== landed && REF.test(refs[i])) kept.push(refs[i]);
    kept.push(landed);
    refs = kept.slice(-20);
    try { window.localStorage.setItem(KEY, JSON.stringify(refs)); } catch (e) {}
  }
  var d = s.dataset || {};
  if (!d.campaign || !d.conversionref) return;
  var enc = encodeURIComponent;
  var seg = ['campaign:' + enc(d.campaign), 'conversionref:' + enc(d.conversionref)];
  var given = d.clickref ? d.clickref.split(',') : refs;
  var sent = [];
  for (var j = 0; j < given.length; j++) if (REF.test(given[j])) sent.push(given[j]);
  if (sent.length) seg.push('clickref:' + sent.join(','));
  var keys = ['value', 'currency', 'customertype', 'voucher', 'custref', 'pubref', 'advref'];
  for (var k = 0; k < keys.length; k++) if (d[keys[k]]) seg.push(keys[k] + ':' + enc(d[keys[k]]));
  seg.push('tracking_mode:js');
  var items = [];
  try { items = d.items ? JSON.parse(d.items) : []; } catch (e) { items = []; }
  for (var n = 0; n < items.length && n < 1000; n++) {
    var it = items[n], parts = [];
    var ik = ['category', 'sku', 'value', 'quantity'];
    for (var q = 0; q < ik.length; q++) if (it && it[ik[q]] != null) parts.push(ik[q] + ':' + enc(String(it[ik[q]])));
    if (parts.length) seg.push('[' + parts.join('/') + ']');
  }
  var img = new Image(1, 1);
  img.src = base + '/conversion/' + seg.join('/');
})();
`;

/** The tag's source, with the deployment's clickref parameter. */
export function conversionTagSource(): string {
  return SCRIPT.replace('__PARAM__', JSON.stringify(trackingSettings().clickrefParam));
}

export function conversionTagResponse(): Response {
  return new Response(conversionTagSource(), {
    status: 200,
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
    },
  });
}
