// dayjs's locale is global state: set it at module init in BOTH bundles so antd's date
// components render the same text on the server and during hydration.
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');

export default dayjs;
