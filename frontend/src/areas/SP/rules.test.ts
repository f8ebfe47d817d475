import { describe, expect, it } from 'vitest';
import { changedFields, toFormValues, toPayload } from './goodsForm';
import { draftProblem, expressNoProblem, firstGoodsProblem, goodsFieldProblem, nextMinimumBid, reserveProblem, specsProblem } from './rules';
import { timeLeft } from './TimeLeft';
import type { GoodsDetail, GoodsPayload } from './types';

const NOW = 1_800_000_000;
const ctx = { now: NOW };
const common = { title: '手工围巾', cover: '/sandbox-files/a.png', images: [], description: '山区妈妈手工编织的羊毛围巾，温暖过冬。', project_id: 3 };
const item: GoodsPayload = { kind: 1, ...common, price: '99.00', stock: 10, specs: ['红色', '蓝色'] };
const lot: GoodsPayload = { kind: 2, ...common, start_price: '100', increment: '10', reserve_price: '0', start_time: NOW + 60, end_time: NOW + 86_400, extend_seconds: 300 };

describe('goods form rules', () => {
  it('passes a complete sale item and a complete auction lot', () => {
    expect(firstGoodsProblem(item, ctx)).toBeNull();
    expect(firstGoodsProblem(lot, ctx)).toBeNull();
  });

  it('names the first problem in the contract order', () => {
    expect(firstGoodsProblem({ title: '' }, ctx)).toEqual({ field: 'kind', message: '请选择义卖类型' });
    expect(firstGoodsProblem({ ...item, title: '巾' }, ctx)?.message).toBe('商品名称长度须为2-30个字');
    expect(firstGoodsProblem({ ...item, project_id: undefined }, ctx)?.message).toBe('请选择受益项目');
    expect(firstGoodsProblem({ ...item, price: undefined }, ctx)?.message).toBe('请填写售价');
  });

  it('checks only the fields of the item kind', () => {
    expect(goodsFieldProblem('start_price', { ...item, start_price: '' }, ctx)).toBeNull();
    expect(goodsFieldProblem('price', { ...lot, price: '' }, ctx)).toBeNull();
    expect(goodsFieldProblem('start_price', { ...lot, start_price: '' }, ctx)).toBe('请填写起拍价');
  });

  it('bounds money with two decimals and stock as a whole number', () => {
    expect(goodsFieldProblem('price', { ...item, price: '0' }, ctx)).toBe('售价须为0.01-100000.00元');
    expect(goodsFieldProblem('price', { ...item, price: '1.234' }, ctx)).toBe('售价须为0.01-100000.00元');
    expect(goodsFieldProblem('shipping_fee', { ...item, shipping_fee: '500.01' }, ctx)).toBe('运费须为0-500.00元');
    expect(goodsFieldProblem('stock', { ...item, stock: '1.5' }, ctx)).toBe('库存须为1-99999的整数');
    expect(goodsFieldProblem('stock', { ...item, stock: 100_000 }, ctx)).toBe('库存须为1-99999的整数');
    expect(goodsFieldProblem('increment', { ...lot, increment: '0.99' }, ctx)).toBe('加价幅度须为1.00-100000.00元');
  });

  it('refuses repeated, empty or too many specifications', () => {
    expect(specsProblem(['红', '红'])).toBe('规格不能重复');
    expect(specsProblem([''])).toBe('规格名称长度须为1-20个字');
    expect(specsProblem(Array.from({ length: 11 }, (_, i) => `规格${i}`))).toBe('规格最多10个');
  });

  it('takes a reserve price of zero or at least the start price', () => {
    expect(reserveProblem('0', lot)).toBeNull();
    expect(reserveProblem('99.99', lot)).toBe('保留价不能低于起拍价');
    expect(reserveProblem('100', lot)).toBeNull();
  });

  it('wants the auction to end after it starts, within 30 days and in the future', () => {
    expect(goodsFieldProblem('start_time', { ...lot, start_time: undefined }, ctx)).toBe('请选择竞拍时间');
    expect(goodsFieldProblem('start_time', { ...lot, end_time: lot.start_time }, ctx)).toBe('结束时间须晚于开始时间');
    expect(goodsFieldProblem('start_time', { ...lot, end_time: NOW + 60 + 30 * 86_400 + 1 }, ctx)).toBe('竞拍时长不能超过30天');
    expect(goodsFieldProblem('start_time', { ...lot, start_time: NOW - 7200, end_time: NOW - 60 }, ctx)).toBe('结束时间须晚于当前时间');
  });

  it('allows no anti-sniping or a period of 60 to 600 seconds', () => {
    expect(goodsFieldProblem('extend_seconds', { ...lot, extend_seconds: 0 }, ctx)).toBeNull();
    expect(goodsFieldProblem('extend_seconds', { ...lot, extend_seconds: 30 }, ctx)).toBe('延时周期须为60-600秒');
    expect(goodsFieldProblem('extend_seconds', { ...lot, extend_seconds: 601 }, ctx)).toBe('延时周期须为60-600秒');
  });

  it('saves a draft with only its title', () => {
    expect(draftProblem({ title: '围巾' })).toBeNull();
    expect(draftProblem({ title: ' ' })).toBe('请填写商品名称');
  });

  it('wants a tracking number of 5 to 30 letters or digits', () => {
    expect(expressNoProblem('SF1234567890')).toBeNull();
    expect(expressNoProblem('SF-12')).toBe('快递单号须为5-30位字母或数字');
    expect(expressNoProblem('')).toBe('请填写快递单号');
  });
});

describe('the auction as bidders see it', () => {
  it('asks for the start price first, then the current price plus the increment', () => {
    expect(nextMinimumBid({ bid_count: 0, start_price: '100.00', current_price: '100.00', increment: '10.00' })).toBe('100.00');
    expect(nextMinimumBid({ bid_count: 3, start_price: '100.00', current_price: '130.50', increment: '10.00' })).toBe('140.50');
  });

  it('says how long is left, or that it ended', () => {
    expect(timeLeft(NOW + 2 * 86_400 + 3 * 3600, NOW)).toBe('2天3小时');
    expect(timeLeft(NOW + 3600 + 120, NOW)).toBe('1小时2分');
    expect(timeLeft(NOW + 312, NOW)).toBe('5分12秒');
    expect(timeLeft(NOW, NOW)).toBe('已结束');
  });
});

describe('goods form values', () => {
  it('round-trips a lot through the form, keeping its times in seconds and dropping the other kind', () => {
    const back = toPayload(toFormValues({ ...lot, price: '5.00', stock: 0 } as GoodsPayload));
    expect(back).toMatchObject({ kind: 2, start_price: '100', start_time: lot.start_time, end_time: lot.end_time, extend_seconds: 300 });
    expect(back.price).toBeUndefined();
    expect(back.stock).toBeUndefined();
    expect(back.reserve_price).toBeUndefined();
  });

  it('round-trips a sale item with its specifications', () => {
    expect(toPayload(toFormValues(item))).toMatchObject({ kind: 1, price: '99.00', stock: 10, specs: ['红色', '蓝色'], cover: common.cover });
  });

  it('sends in a change only the fields of the kind that differ, amounts compared as amounts', () => {
    const current = { ...item, kind: 1, price: '99.00', stock: 10, shipping_fee: '0.00', images: [], specs: ['红色', '蓝色'] } as unknown as GoodsDetail;
    expect(changedFields(current, { ...item, price: '99' })).toEqual({});
    expect(changedFields(current, { ...item, price: '88', stock: 20, start_price: '1.00' })).toEqual({ price: '88', stock: 20 });
  });
});
