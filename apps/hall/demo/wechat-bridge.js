/*
 * The demo stack's stand-in for WeChat's JSAPI cashier, so that a top-up can be paid in a plain browser
 * against the mock. WeChat's browser provides `WeixinJSBridge`; the demo host (`npm start`) adds this file
 * to the hall's pages, and no production build or host ever names it. A page that already has a bridge
 * (WeChat itself, a journey's own stand-in) keeps it.
 *
 * `invoke('getBrandWCPayRequest', params, callback)` shows a cashier that answers as WeChat does:
 * 确认支付 → get_brand_wcpay_request:ok, 取消 → :cancel, 支付失败 → :fail. What the order then says is the
 * mock's to answer (its console's presets). Written for the oldest engines the hall supports: no syntax
 * newer than ES2017.
 */
(() => {
  if (window.WeixinJSBridge) return;
  const ANSWERS = [
    ['确认支付', 'ok'],
    ['取消', 'cancel'],
    ['支付失败', 'fail'],
  ];

  function cashier(params, callback) {
    const back = document.createElement('div');
    back.setAttribute(
      'style',
      'position:fixed;left:0;top:0;right:0;bottom:0;z-index:2147483647;background:rgba(0,0,0,.6);' +
        'display:flex;align-items:flex-end;justify-content:center;font:16px/1.5 sans-serif',
    );
    const box = document.createElement('div');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-labelledby', 'bluecat-demo-cashier-title');
    box.setAttribute(
      'style',
      'box-sizing:border-box;width:100%;max-width:30em;background:#fff;color:#1a1a1a;' +
        'border-radius:.75em .75em 0 0;padding:1.25em 1em 1.5em',
    );
    const title = document.createElement('h2');
    title.id = 'bluecat-demo-cashier-title';
    title.setAttribute('style', 'margin:0 0 .25em;font-size:1.125em');
    title.textContent = '微信支付（演示收银台）';
    const text = document.createElement('p');
    text.setAttribute('style', 'margin:0 0 1em;color:#4d4d4d;word-break:break-all');
    text.textContent = `演示环境代替微信收银台，不会扣款。订单 ${String(Object(params).package || '')}`;
    box.appendChild(title);
    box.appendChild(text);

    ANSWERS.forEach(([label, status], index) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = label;
      const look =
        index === 0
          ? 'border:0;background:#057a43;color:#fff'
          : 'border:1px solid #8c8c8c;background:#fff;color:#1a1a1a';
      button.setAttribute(
        'style',
        `display:block;box-sizing:border-box;width:100%;min-height:2.75em;margin-top:.5em;font:inherit;border-radius:.375em;${look}`,
      );
      button.onclick = () => {
        document.body.removeChild(back);
        // WeChat answers after its sheet has closed.
        setTimeout(() => callback({ err_msg: `get_brand_wcpay_request:${status}` }), 0);
      };
      box.appendChild(button);
    });
    back.appendChild(box);
    document.body.appendChild(back);
    box.getElementsByTagName('button')[0].focus();
  }

  window.WeixinJSBridge = {
    invoke: (method, params, callback) => {
      if (method === 'getBrandWCPayRequest') cashier(params, callback);
      else callback({ err_msg: `${method}:fail_demo_has_no_such_method` });
    },
  };
})();
