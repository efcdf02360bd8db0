/** Traditional Chinese (Hong Kong) of ./page-head.ts. */

export const NOT_FOUND_TITLE = '找不到網頁';
export const NOT_FOUND_DESCRIPTION = '您要找的網頁並不存在。';

export const BAD_REQUEST_TITLE = '無法讀取網址';
export const BAD_REQUEST_DESCRIPTION = '系統未能讀取這個網址。';
