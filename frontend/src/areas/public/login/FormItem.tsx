// antd's Form.Item markup without rc-field-form (see useAntdLook.ts): the row, the control,
// and under it the error text in the item's bottom margin. Like antd, the margin is read from
// the element, and an offset takes it back while the error shows, so nothing below moves.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

// The server bundle has no DOM (and React warns about useLayoutEffect there).
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

interface Props {
  hashId: string;
  error: string | undefined;
  /** id of the error text, for the input's aria-describedby. */
  helpId: string;
  children: ReactNode;
}

export function FormItem({ hashId, error, helpId, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [marginBottom, setMarginBottom] = useState<number | null>(null);
  const hasError = error !== undefined;
  useBrowserLayoutEffect(() => {
    if (hasError && ref.current) setMarginBottom(Number.parseInt(getComputedStyle(ref.current).marginBottom, 10));
    else setMarginBottom(null);
  }, [hasError]);

  const state = hasError ? ' ant-form-item-with-help ant-form-item-has-error' : '';
  return (
    <div ref={ref} className={`ant-form-item ${hashId} ant-form-css-var${state} ant-form-item-horizontal`}>
      <div className={`ant-row ant-form-item-row ${hashId}`}>
        <div className={`ant-col ant-form-item-control ${hashId}`}>
          <div className="ant-form-item-control-input">
            <div className="ant-form-item-control-input-content">{children}</div>
          </div>
          {hasError && (
            <div className="ant-form-item-additional" style={marginBottom ? { minHeight: marginBottom } : {}}>
              <div id={helpId} className={`ant-form-item-explain ant-form-item-explain-connected ${hashId} ant-form-css-var`}>
                <div className="ant-form-item-explain-error">{error}</div>
              </div>
            </div>
          )}
        </div>
      </div>
      {hasError && !!marginBottom && <div className="ant-form-item-margin-offset" style={{ marginBottom: -marginBottom }} />}
    </div>
  );
}
