#pragma once
#include <QThread>
#include <algorithm>
#include <functional>
#include <thread>
#include <vector>

// Private to core/import: the cards of a file turned on every core, taken in file order.

namespace strata::import {

// Collects items of type T as a card file is read, turns a batch of them on as many threads as the
// machine has cores (`convert`, which must touch nothing but its item), and hands them over in the
// order they came (`take`, on the reading thread), so the result is the one a single thread gives.
// Batches keep a bulk file from being held whole. Call finish() once the file is read.
template <typename T>
class InOrderBatches {
public:
    InOrderBatches(std::function<void(T&)> convert, std::function<void(T&)> take)
        : m_convert(std::move(convert)), m_take(std::move(take))
    {
    }

    void add(T&& item)
    {
        m_pending.push_back(std::move(item));
        if (int(m_pending.size()) >= kBatch)
            flush();
    }
    void finish() { flush(); }

private:
    static constexpr int kBatch = 256;

    void flush()
    {
        const int threads = std::clamp(QThread::idealThreadCount(), 1, int(m_pending.size()) / 16 + 1);
        // Interleaved, so the long and short items of a stretch of the file are shared out evenly.
        const auto work = [this, threads](size_t first) {
            for (size_t i = first; i < m_pending.size(); i += threads)
                m_convert(m_pending[i]);
        };
        std::vector<std::thread> helpers;
        for (int t = 1; t < threads; ++t)
            helpers.emplace_back(work, size_t(t));
        work(0);
        for (std::thread& h : helpers)
            h.join();
        for (T& item : m_pending)
            m_take(item);
        m_pending.clear();
    }

    std::function<void(T&)> m_convert, m_take;
    std::vector<T> m_pending;
};

}   // namespace strata::import
