import { addressBlock, joinAddress } from './address';
import { company } from './company';
import { company as chineseCompany } from './company.zh-hk';

describe('joinAddress', () => {
  it('separates the parts with commas in English', () => {
    expect(joinAddress(company.address.lines, 'en')).toBe(
      '17/F, Harbourline House, 168 Hennessy Road, Wan Chai, Hong Kong',
    );
  });

  it('writes a Chinese address together, with a space only where Chinese meets a Latin word', () => {
    expect(joinAddress(chineseCompany.address.lines, 'zh-HK')).toBe('香港灣仔軒尼詩道168號 Harbourline House 17樓');
    expect(joinAddress([...chineseCompany.address.lines, chineseCompany.name, '保障資料主任'], 'zh-HK')).toBe(
      '香港灣仔軒尼詩道168號 Harbourline House 17樓 Harbourline Digital 保障資料主任',
    );
    expect(joinAddress(['香港', '168號', '（地下）'], 'zh-HK')).toBe('香港168號（地下）');
    expect(joinAddress(['', '香港'], 'zh-HK')).toBe('香港');
  });
});

describe('addressBlock', () => {
  it('keeps a line a part in English, and one line in Chinese', () => {
    expect(addressBlock(company.address.lines, 'en')).toEqual(company.address.lines);
    expect(addressBlock(chineseCompany.address.lines, 'zh-HK')).toEqual([
      '香港灣仔軒尼詩道168號 Harbourline House 17樓',
    ]);
  });
});
