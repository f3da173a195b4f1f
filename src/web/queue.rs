//! The accepted connections on their way from the accepting thread to the workers: a short
//! queue (a burst waits in the kernel's backlog, not in our memory), from which every idle
//! worker wakes on its own at an interval, to let go of a database file since replaced.
//!
//! std's channel has one receiver: the workers shared it behind a lock, and only the one
//! holding the lock waited with a timeout. The others waited for the lock, the one that
//! timed out took it again at once, and they never woke: after a restore their connections
//! held a lock on the database, and the next mail waited out the busy timeout (5 s), or
//! failed under load.

use std::collections::VecDeque;
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

/// A bounded queue with many takers.
pub struct Queue<T> {
    state: Mutex<State<T>>,
    /// Signalled when an item comes or the queue closes.
    ready: Condvar,
    /// Signalled when an item is taken or the queue closes.
    room: Condvar,
    capacity: usize,
}

struct State<T> {
    items: VecDeque<T>,
    closed: bool,
}

/// What a taker gets from [`Queue::next`].
#[derive(Debug, PartialEq)]
pub enum Next<T> {
    /// The oldest item.
    Item(T),
    /// Nothing came within the interval.
    Idle,
    /// The queue is closed and empty: the taker is done.
    Closed,
}

impl<T> Queue<T> {
    /// An empty queue that holds at most `capacity` items (at least one).
    pub fn new(capacity: usize) -> Queue<T> {
        Queue {
            state: Mutex::new(State {
                items: VecDeque::new(),
                closed: false,
            }),
            ready: Condvar::new(),
            room: Condvar::new(),
            capacity: capacity.max(1),
        }
    }

    /// The state; a taker that panicked holding it left the queue whole (each change is
    /// one call on the deque), so the poison is ignored.
    fn lock(&self) -> MutexGuard<'_, State<T>> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Adds `item`, waiting while the queue is full; `false` (and the item dropped) when the
    /// queue is closed.
    pub fn push(&self, item: T) -> bool {
        let mut state = self.lock();
        while state.items.len() >= self.capacity && !state.closed {
            state = self
                .room
                .wait(state)
                .unwrap_or_else(PoisonError::into_inner);
        }
        if state.closed {
            return false;
        }
        state.items.push_back(item);
        drop(state);
        self.ready.notify_one();
        true
    }

    /// The oldest item, waiting up to `idle` for one. Every taker waits on its own, so each
    /// one idle wakes once an interval. After [`Queue::close`], the items left come first.
    pub fn next(&self, idle: Duration) -> Next<T> {
        let mut state = self.lock();
        if state.items.is_empty() && !state.closed {
            state = self
                .ready
                .wait_timeout_while(state, idle, |s| s.items.is_empty() && !s.closed)
                .unwrap_or_else(PoisonError::into_inner)
                .0;
        }
        match state.items.pop_front() {
            Some(item) => {
                drop(state);
                self.room.notify_one();
                Next::Item(item)
            }
            None if state.closed => Next::Closed,
            None => Next::Idle,
        }
    }

    /// No more items: the takers get those left, then [`Next::Closed`].
    pub fn close(&self) {
        self.lock().closed = true;
        self.ready.notify_all();
        self.room.notify_all();
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::Instant;

    use super::*;

    #[test]
    fn items_come_in_order_and_the_rest_after_closing() {
        let q = Queue::new(4);
        assert!(q.push(1));
        assert!(q.push(2));
        q.close();
        assert!(!q.push(3), "a closed queue takes nothing");
        assert_eq!(q.next(Duration::ZERO), Next::Item(1));
        assert_eq!(q.next(Duration::ZERO), Next::Item(2));
        assert_eq!(q.next(Duration::from_secs(60)), Next::Closed);
    }

    #[test]
    fn an_empty_queue_is_idle() {
        let q: Queue<u8> = Queue::new(1);
        assert_eq!(q.next(Duration::from_millis(1)), Next::Idle);
    }

    /// Three takers waiting on an empty queue each wake idle, again and again: none waits
    /// behind another (std's channel behind a lock woke one of them only).
    #[test]
    fn every_idle_taker_wakes_on_its_own() {
        let q: Arc<Queue<u8>> = Arc::new(Queue::new(4));
        let idle: Arc<[AtomicUsize; 3]> = Arc::new(Default::default());
        let takers: Vec<_> = (0..3)
            .map(|i| {
                let (q, idle) = (Arc::clone(&q), Arc::clone(&idle));
                std::thread::spawn(move || {
                    while q.next(Duration::from_millis(5)) == Next::Idle {
                        idle[i].fetch_add(1, Ordering::SeqCst);
                    }
                })
            })
            .collect();
        // Until each has woken a few times (a minute is far more than enough).
        let start = Instant::now();
        while idle.iter().any(|n| n.load(Ordering::SeqCst) < 3) {
            std::thread::sleep(Duration::from_millis(5));
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "idle wakes: {idle:?}"
            );
        }
        q.close();
        for t in takers {
            t.join().unwrap();
        }
    }

    #[test]
    fn a_full_queue_holds_the_giver_until_an_item_is_taken() {
        let q = Arc::new(Queue::new(1));
        assert!(q.push(1));
        let giver = {
            let q = Arc::clone(&q);
            std::thread::spawn(move || q.push(2))
        };
        assert_eq!(q.next(Duration::from_secs(60)), Next::Item(1));
        assert!(giver.join().unwrap());
        assert_eq!(q.next(Duration::from_secs(60)), Next::Item(2));
    }
}
