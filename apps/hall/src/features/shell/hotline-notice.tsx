import './hotline-notice.css';

/** 滚动公告 the scrolling banner (product.md › 大厅与菜单: hotline 10020, staffed 8:00-21:00). */
export const HOTLINE_NOTICE = '蓝猫移动客服热线10020，人工服务时间8:00-21:00，竭诚为您服务。';

/**
 * The hotline banner. A CSS marquee rather than NutUI's NoticeBar: it is on every hall screen, and the
 * component kit's notice bar alone would add about 13 KB of script to the first page. The text is read
 * once by screen readers (the moving copy is hidden from them) and stands still for reduced motion.
 */
export function HotlineNotice() {
  return (
    <div className="hotline-notice" role="note">
      <svg className="hotline-notice__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 3a6 6 0 0 0-6 6v3.6L4.3 15.4A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.6L18 12.6V9a6 6 0 0 0-6-6Zm-2.4 15.5a2.5 2.5 0 0 0 4.8 0Z" />
      </svg>
      <div className="hotline-notice__window">
        <p className="hotline-notice__track">
          <span>{HOTLINE_NOTICE}</span>
          <span aria-hidden="true">{HOTLINE_NOTICE}</span>
        </p>
      </div>
    </div>
  );
}
