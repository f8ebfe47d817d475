import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/**
 * A button that is a real link (`<a href>`, so it works before hydration and opens in a new
 * tab) but navigates inside the app when clicked.
 */
export function LinkButton({
  to,
  children,
  type,
  size,
  testId,
}: {
  to: string;
  children: ReactNode;
  type?: 'primary' | 'default' | 'link';
  size?: 'small' | 'middle';
  testId?: string;
}) {
  const navigate = useNavigate();
  return (
    <Button
      href={to}
      type={type}
      size={size}
      data-testid={testId}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </Button>
  );
}
